import type {
  MessageCreateParamsStreaming,
  MessageParam,
} from '@anthropic-ai/sdk/resources/messages';
import type { AgentEventBody, AnswerStatus, Protocol } from '../events';
import type { DataDescription } from '../prompts';
import type { AssistantTurn, TurnObserver } from '../stream-turn';
import type { ToolDefinition } from '../tool-client';

/** A tool call the model asked for; `problem` when it cannot run as asked (the model must fix it). */
export interface PlannedCall {
  callId: string;
  tool: string;
  input: unknown;
  problem?: { code: string; message: string };
}

/** The answer as the model gave it, before the engine adds confidence. */
export interface DraftAnswer {
  text: string;
  rating?: number;
  ratingReason?: string;
  /** The model's own verdict on whether the data answered the question. */
  status?: AnswerStatus;
  sources: string[];
  followUps: string[];
}

export interface TurnReading {
  assistantMessage: MessageParam;
  calls: PlannedCall[];
  answer?: DraftAnswer;
  /** The turn as a whole is unusable (no action and no answer). */
  problem?: string;
}

/** What the model is told about one call, in the next user turn. */
export interface CallReply {
  call: PlannedCall;
  isError: boolean;
  content: string;
}

export interface ParamsRequest {
  model: string;
  maxTokens: number;
  data: DataDescription;
  tools: readonly ToolDefinition[];
  messages: MessageParam[];
  /** Set for the one last call at a limit: ask for the best answer now. */
  bestEffort?: 'max-steps' | 'tool-budget';
}

export interface TurnHandler {
  observer: TurnObserver;
  read(turn: AssistantTurn): TurnReading;
}

/** How one wire format (native tool use, or text ReAct) speaks to the model. */
export interface AgentProtocol {
  readonly name: Protocol;
  buildParams(request: ParamsRequest): MessageCreateParamsStreaming;
  startTurn(step: number, emit: (event: AgentEventBody) => void): TurnHandler;
  /** The user turn that carries tool results (and corrections) back to the model. */
  replyMessage(replies: readonly CallReply[], problem?: string): MessageParam;
}

export const CACHE_POINT = { type: 'ephemeral' } as const;
