import { analyzeCases } from './analyze-cases';
import { analyzeChannelEscalation } from './analyze-channel-escalation';
import { analyzeResolutionTimes } from './analyze-resolution-times';
import { analyzeSentiment } from './analyze-sentiment';
import { analyzeSlaCompliance } from './analyze-sla-compliance';
import { analyzeTopics } from './analyze-topics';
import { analyzeTrends } from './analyze-trends';
import { assessRisk } from './assess-risk';
import { findSimilar } from './find-similar';
import { getCategoryBreakdown } from './get-category-breakdown';
import { getCommunication } from './get-communication';
import { getCustomerInfo } from './get-customer-info';
import { getDailyVolumes } from './get-daily-volumes';
import { queryData } from './query-data';
import type { Toolkit } from './registry';
import { searchCommunications } from './search-communications';

/** The customer-intelligence toolkit over the communications / cases / customers corpus. */
export const customerIntelligence: Toolkit = {
  name: 'customer-intelligence',
  tools: [
    searchCommunications,
    getCommunication,
    getCustomerInfo,
    analyzeSentiment,
    analyzeTopics,
    analyzeTrends,
    getDailyVolumes,
    analyzeChannelEscalation,
    analyzeCases,
    analyzeResolutionTimes,
    analyzeSlaCompliance,
    getCategoryBreakdown,
    findSimilar,
    assessRisk,
    queryData,
  ],
};
