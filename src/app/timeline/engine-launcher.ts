import { inject, type Provider } from '@angular/core';
import { SettingsStore } from '../settings/settings-store';
import { AGENT_LAUNCHER, type AgentLauncher } from './agent-launcher';

/**
 * The real launcher. The engine and the Anthropic SDK are imported on the first question only,
 * so they stay out of the initial bundle.
 */
export function provideEngineLauncher(): Provider {
  return {
    provide: AGENT_LAUNCHER,
    useFactory: (): AgentLauncher => {
      const settings = inject(SettingsStore);
      return (request, signal) => runWithLazyEngine(request, signal, settings.token() || undefined);
    },
  };
}

async function* runWithLazyEngine(
  request: Parameters<AgentLauncher>[0],
  signal: AbortSignal,
  token: string | undefined,
): ReturnType<AgentLauncher> {
  const [engine, llmClient, toolClient, loadDataset] = await Promise.all([
    import('../../agent/engine'),
    import('../../agent/llm-client'),
    import('../../agent/tool-client'),
    import('../../agent/load-dataset'),
  ]);
  // Asked per run: an import may have replaced the data since the last question.
  const data = await loadDataset.loadDataKnowledge({ baseUrl: location.origin, token, signal });
  signal.throwIfAborted();
  const llm = await llmClient.createAnthropicLlmClient({
    baseURL: `${location.origin}/api/llm`,
    token,
  });
  const tools = toolClient.createHttpToolClient({ baseUrl: location.origin, token });
  yield* engine.runAgent(
    {
      ...request,
      ...data,
      history: request.history ? [...request.history] : undefined,
    },
    { llm, tools, signal },
  );
}
