import { InjectionToken } from '@angular/core';
import type { AgentEvent, Protocol, TurnContext } from '../../agent/events';

/**
 * The seam between the UI and the engine. The real launcher (engine-launcher.ts) loads the engine
 * and the Anthropic SDK lazily; tests provide a fake that yields scripted events. The request
 * mirrors the engine's `RunRequest` so the real launcher passes it through unchanged.
 */
export interface AgentRunRequest {
  readonly question: string;
  readonly conversationId: string;
  readonly runId?: string;
  readonly context?: TurnContext;
  readonly history?: readonly { question: string; answer: string; context?: TurnContext }[];
  readonly settings?: { model?: string; protocol?: Protocol; maxSteps?: number };
}

export type AgentLauncher = (
  request: AgentRunRequest,
  signal: AbortSignal,
) => AsyncIterable<AgentEvent>;

export const AGENT_LAUNCHER = new InjectionToken<AgentLauncher>('AgentLauncher');
