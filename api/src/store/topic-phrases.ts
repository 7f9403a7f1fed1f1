import type { Category } from './vocabulary';

/**
 * Phrase banks per sub-category, from which the demo corpus composes its messages. Each entry holds
 * several variants so that full-text search, topic terms and "why" questions find real material.
 * Slots in braces ({amount}, {card}, {date}, {version}, {ref}, {merchant}, {minutes}, {device}) are
 * filled by the composer.
 */
export interface TopicPhrases {
  /** Short subject lines. */
  readonly subjects: readonly string[];
  /** The problem as the customer states it (complaints, requests). */
  readonly problems: readonly string[];
  /** Neutral questions (enquiries). */
  readonly questions: readonly string[];
  /** What a pleased customer says about it (praise). */
  readonly praise: readonly string[];
}

type SubcategoryPhrases = Record<string, TopicPhrases>;

export const TOPIC_PHRASES: Record<Category, SubcategoryPhrases> = {
  'Login & Access': {
    'Login failure': {
      subjects: ['Cannot log in', 'Login not working', 'Unable to sign in', 'Log in problem'],
      problems: [
        "I can't log in to my account, it keeps saying my details are wrong.",
        'The login screen just spins and then shows an error.',
        'Every time I try to sign in I get "something went wrong" on my {device}.',
        'I have been locked out of online access since {date} even though my password is right.',
      ],
      questions: [
        'How do I set up fingerprint login on a new phone?',
        'Is there a way to log in without the card reader?',
        'Which browsers are supported for signing in?',
      ],
      praise: [
        'Logging in with fingerprint is so quick now.',
        'The new sign-in screen is much easier to use.',
      ],
    },
    'Two-factor code': {
      subjects: ['One-time passcode not received', 'Security code problem', 'No verification code'],
      problems: [
        'The one-time passcode never arrives by text.',
        'The verification code expires before it reaches my phone.',
        'I get the security code but it says it is invalid every time.',
      ],
      questions: [
        'Can I get the one-time passcode by email instead of text?',
        'How do I change the phone number the security codes are sent to?',
      ],
      praise: ['The passcode arrived instantly, very smooth.'],
    },
    'Password reset': {
      subjects: ['Password reset', 'Reset my password', 'Forgotten password'],
      problems: [
        'The password reset link says it has expired every time I click it.',
        'I reset my password and the new one is rejected.',
        'The reset form keeps asking for details I have already entered.',
      ],
      questions: [
        'How do I reset my password if I no longer have my old phone?',
        'What are the rules for a new password?',
      ],
      praise: ['Resetting my password took less than a minute.'],
    },
    'Account locked': {
      subjects: ['Account locked', 'Locked out', 'Account blocked after login attempts'],
      problems: [
        'My account got locked after two failed attempts and I cannot unlock it.',
        'I am locked out and the app tells me to call, but nobody answers.',
        'The account was locked without any warning on {date}.',
      ],
      questions: ['How long does an account stay locked after failed logins?'],
      praise: ['Your team unlocked my account really quickly.'],
    },
  },
  'Fees & Charges': {
    'Card fee': {
      subjects: ['Card fee', 'Charge on my card', 'Annual card fee'],
      problems: [
        'I have been charged a card fee of £{fee} that I did not expect.',
        'There is a £{fee} fee on my statement that nobody explained.',
        'Why was my card charged £{fee} on {date}?',
      ],
      questions: [
        'What fees apply to my credit card each year?',
        'Is there a fee for a replacement card?',
      ],
      praise: ['Thanks for refunding the card fee so quickly.'],
    },
    'Overdraft fee': {
      subjects: ['Overdraft charges', 'Overdraft fee', 'Unexpected overdraft interest'],
      problems: [
        'I was charged £{amount} in overdraft fees for going over by a few pounds.',
        'The overdraft fee was taken even though my salary arrived the same day.',
        'I keep getting overdraft charges I do not understand.',
      ],
      questions: [
        'How is overdraft interest calculated on my account?',
        'Can I set up an alert before I go into my overdraft?',
      ],
      praise: ['Thank you for waiving the overdraft fee this month, very kind.'],
    },
    'Foreign transaction fee': {
      subjects: ['Foreign transaction fee', 'Charges abroad', 'Currency fee'],
      problems: [
        'I was charged a foreign transaction fee on every purchase in {merchant}.',
        'The currency conversion fee on my trip came to £{amount}.',
      ],
      questions: [
        'Do I pay a fee for using my card abroad?',
        'What exchange rate do you use for purchases in euros?',
      ],
      praise: ['No fees abroad on my trip, brilliant.'],
    },
    'Account fee': {
      subjects: ['Monthly account fee', 'Account fee', 'Packaged account charge'],
      problems: [
        'The monthly account fee went up to £{amount} without notice.',
        'I am paying an account fee for benefits I never use.',
      ],
      questions: [
        'What does the monthly fee on my account include?',
        'Can I switch to an account without a monthly fee?',
      ],
      praise: ['The benefits on my account are worth the fee, thank you.'],
    },
  },
  'Payments & Transfers': {
    'Failed payment': {
      subjects: ['Payment failed', 'Payment did not go through', 'Rejected payment'],
      problems: [
        'My payment of £{amount} to {merchant} failed twice today.',
        'A payment was rejected even though I had enough money in the account.',
        'The rent payment failed on {date} and I was charged by my landlord.',
      ],
      questions: [
        'Why would a payment show as pending for two days?',
        'What is the daily limit for online payments?',
      ],
      praise: ['The payment went through straight away after your help.'],
    },
    'Delayed transfer': {
      subjects: ['Transfer delayed', 'Money not arrived', 'Slow transfer'],
      problems: [
        'I sent £{amount} on {date} and it still has not arrived.',
        'The transfer between my own accounts has taken three days.',
        'My transfer is stuck "in progress" with no explanation.',
      ],
      questions: [
        'How long does an international transfer usually take?',
        'What is the cut-off time for same-day transfers?',
      ],
      praise: ['The transfer arrived in seconds, great.'],
    },
    'Direct debit': {
      subjects: ['Direct debit', 'Direct debit problem', 'Cancel a direct debit'],
      problems: [
        'A direct debit to {merchant} was taken twice this month.',
        'I cancelled a direct debit but it was still collected on {date}.',
      ],
      questions: [
        'How do I move my direct debits to a new account?',
        'Can I see all my direct debits in the app?',
      ],
      praise: ['Setting up the direct debit was simple.'],
    },
    'Standing order': {
      subjects: ['Standing order', 'Standing order not paid', 'Change standing order'],
      problems: [
        'My standing order of £{amount} did not go out on {date}.',
        'The standing order was paid to the wrong account.',
      ],
      questions: ['How do I change the date of my standing order?'],
      praise: ['Changing the standing order in the app was easy.'],
    },
  },
  Cards: {
    'Card declined': {
      subjects: ['Card declined', 'Card not working', 'Payment declined at till'],
      problems: [
        'My card ending {card} was declined at {merchant} even though I have funds.',
        'My card keeps getting declined online.',
        'The card was declined abroad and I was left with no way to pay.',
      ],
      questions: ['Why might my card be declined for an online purchase?'],
      praise: ['Card works perfectly again, thanks for sorting it.'],
    },
    'Lost or stolen card': {
      subjects: ['Lost card', 'Stolen card', 'Report lost card'],
      problems: [
        'My wallet was stolen and my card ending {card} is missing.',
        'I lost my card on {date} and need it cancelled.',
      ],
      questions: ['How quickly can I get a new card if mine is lost?'],
      praise: ['You cancelled my stolen card within minutes, very reassuring.'],
    },
    'Card replacement': {
      subjects: ['Replacement card', 'New card not arrived', 'Card replacement'],
      problems: [
        'My replacement card still has not arrived after two weeks.',
        'The new card arrived but it does not work.',
      ],
      questions: [
        'Can I order a replacement card in the app?',
        'Will my card number change when the card is replaced?',
      ],
      praise: ['The replacement card came the next day, great service.'],
    },
    'Contactless limit': {
      subjects: ['Contactless limit', 'Contactless not working', 'Contactless payments'],
      problems: ['Contactless stopped working on my card ending {card}.'],
      questions: ['What is the contactless limit on my debit card?', 'Can I turn contactless off?'],
      praise: ['Love being able to set my own contactless limit.'],
    },
  },
  'Fraud & Security': {
    'Suspicious transaction': {
      subjects: ['Suspicious transaction', 'Payment I do not recognise', 'Possible fraud'],
      problems: [
        'There is a payment of £{amount} to {merchant} that I did not make.',
        'I see transactions I do not recognise on my card ending {card}.',
        'Someone used my card online on {date}, I think it is fraud.',
      ],
      questions: ['How do I check whether a payment is genuine?'],
      praise: ['Your fraud team stopped a payment I did not make, thank you.'],
    },
    'Phishing attempt': {
      subjects: ['Scam text', 'Phishing email', 'Suspicious message'],
      problems: [
        'I received a text pretending to be the bank asking for my passcode.',
        'I clicked a link in a scam email and entered my details.',
      ],
      questions: ['Would the bank ever text me asking for my security code?'],
      praise: ['Thanks for the quick warning about the scam calls.'],
    },
    Chargeback: {
      subjects: ['Chargeback request', 'Dispute a transaction', 'Refund not received'],
      problems: [
        '{merchant} never delivered my order of £{amount} and I want the money back.',
        'I was charged twice by {merchant} and they will not refund me.',
      ],
      questions: ['How long does a chargeback take?'],
      praise: ['The chargeback was settled and I have my money back, thank you.'],
    },
  },
  'Service & Wait Times': {
    'Long wait': {
      subjects: ['Long wait on the phone', 'Waiting on hold', 'Hold times'],
      problems: [
        'I waited on hold for {minutes} minutes before anyone answered.',
        'It took {minutes} minutes to get through to a person.',
        'The queue message kept repeating and nobody picked up.',
      ],
      questions: ['When are your phone lines least busy?'],
      praise: ['Got through to someone in two minutes, impressive.'],
    },
    'Call dropped': {
      subjects: ['Call dropped', 'Call cut off', 'Disconnected while on hold'],
      problems: [
        'The call dropped after {minutes} minutes on hold.',
        'I was cut off in the middle of explaining my problem.',
        'The line went dead when I was transferred.',
      ],
      questions: ['Is there a number I can call back on if the call drops?'],
      praise: ['The adviser called me back straight away after the line dropped.'],
    },
    'Unhelpful response': {
      subjects: ['Unhelpful response', 'Poor service', 'No answer to my question'],
      problems: [
        'The adviser could not answer my question and just read from a script.',
        'I was given three different answers by three different people.',
      ],
      questions: ['Who can I speak to for a clear answer about my account?'],
      praise: ['The adviser was patient and explained everything clearly.'],
    },
    'Callback request': {
      subjects: ['Callback request', 'Please call me back', 'Requested a call'],
      problems: [
        'I was promised a callback on {date} and nobody called.',
        'I have asked for a call back twice now.',
      ],
      questions: ['Can someone call me back tomorrow morning?'],
      praise: ['Thank you for calling back exactly when you said.'],
    },
  },
  'Interest & Rates': {
    'Savings rate': {
      subjects: ['Savings rate', 'Interest on my savings', 'Savings interest'],
      problems: [
        'The savings rate is pathetic and I am losing money to inflation.',
        'My savings rate dropped again and nobody told me, poor treatment of loyal savers.',
        'Poor rate on my savings, other banks pay far more on an easy access saver.',
      ],
      questions: [
        'What is the current rate on the easy access saver?',
        'On which day is the monthly rate credited to my savings account?',
      ],
      praise: ['Happy with the interest on my savings.'],
    },
    'Loan rate': {
      subjects: ['Loan rate', 'Personal loan interest', 'Loan APR'],
      problems: ['The loan rate I was offered is much higher than advertised.'],
      questions: [
        'What rate would I get on a personal loan of £{amount}?',
        'Can I repay my loan early without a charge?',
      ],
      praise: ['The loan rate was better than I expected, thank you.'],
    },
    'Mortgage rate': {
      subjects: ['Mortgage rate', 'Remortgage', 'Fixed rate ending'],
      problems: ['My fixed rate ended and the new mortgage rate is far too high.'],
      questions: [
        'What mortgage rates can I switch to when my fix ends?',
        'Can I lock in a new rate before my current deal ends?',
      ],
      praise: ['Switching to the new mortgage rate was painless.'],
    },
  },
  'Account Management': {
    'Change of address': {
      subjects: ['Change of address', 'Update my address', 'Moving house'],
      problems: ['I updated my address but letters still go to the old one.'],
      questions: ['How do I change my address online?', 'Do I need proof of my new address?'],
      praise: ['Updating my address took seconds in the app.'],
    },
    'Statement request': {
      subjects: ['Statement request', 'Copy of statements', 'Paper statements'],
      problems: ['I asked for statements weeks ago and they never arrived.'],
      questions: [
        'Can I get statements for the last twelve months?',
        'How do I download a statement as a PDF?',
      ],
      praise: ['The statements arrived quickly, exactly what I needed.'],
    },
    'Account closure': {
      subjects: ['Close my account', 'Account closure', 'Closing account'],
      problems: [
        'I want to close my account, I have had enough.',
        'I asked to close my account and it is still open.',
      ],
      questions: ['What do I need to do to close my account?'],
      praise: ['Closing the old account was quick and easy.'],
    },
    'New account': {
      subjects: ['Opening an account', 'New account', 'Application question'],
      problems: ['My account application has been pending for two weeks.'],
      questions: [
        'What documents do I need to open a new account?',
        'Can I open a joint account online?',
      ],
      praise: ['Opening the new account was really straightforward.'],
    },
  },
  'App & Digital': {
    'App crash': {
      subjects: ['App crashing', 'App keeps closing', 'App crash'],
      problems: [
        'The app crashes as soon as I open it on my {device}.',
        'The app closes whenever I try to view my transactions.',
      ],
      questions: ['Is there a known problem with the app on {device}?'],
      praise: ['The app has been rock solid since the fix.'],
    },
    'Slow performance': {
      subjects: ['App very slow', 'Slow website', 'Slow loading'],
      problems: [
        'The app takes ages to load my balance.',
        'Online banking is painfully slow in the evenings.',
      ],
      questions: ['Is there maintenance planned this weekend?'],
      praise: ['The app is much faster now.'],
    },
    'Feature request': {
      subjects: ['Feature request', 'Suggestion for the app', 'App idea'],
      problems: ['The app still does not let me freeze just one card.'],
      questions: [
        'Will the app get spending categories?',
        'Could you add a way to split bills in the app?',
      ],
      praise: ['Love the new savings pots feature in the app.', 'The spending insights are great.'],
    },
    'Update problem': {
      subjects: ['App update problem', 'Problem after update', 'Update issue'],
      problems: [
        'After the latest update (app version {version}) my cards disappeared from the app.',
        'The update on {date} broke notifications.',
      ],
      questions: ['Do I need to update the app to keep using it?'],
      praise: ['The latest update looks lovely.'],
    },
  },
  'Identity & Verification': {
    'Missing ID documents': {
      subjects: ['Identity documents', 'ID documents requested', 'Proof of identity'],
      problems: ['You asked for my ID documents again although I sent them last month.'],
      questions: ['Which identity documents do you accept?'],
      praise: ['Uploading my passport in the app was easy.'],
    },
    'Address verification': {
      subjects: ['Address verification', 'Proof of address', 'Verify my address'],
      problems: ['You keep rejecting my proof of address.'],
      questions: ['Is a council tax bill fine as proof of address?'],
      praise: ['Address check done in a day, thanks.'],
    },
    'Source of funds': {
      subjects: ['Source of funds', 'Questions about a deposit', 'Source of funds request'],
      problems: ['You are asking where my savings came from and it feels intrusive.'],
      questions: ['What evidence do you need to show the source of funds?'],
      praise: ['The source of funds check was handled politely.'],
    },
  },
};
