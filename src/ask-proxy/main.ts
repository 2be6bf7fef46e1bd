/**
 * Runs the Ask proxy (see ./server.ts):
 *
 *   ASK_AI_API_KEY=… ASK_AI_UPSTREAM=https://api.openai.com/v1/chat/completions \
 *   ASK_AI_MODEL=gpt-4o-mini ASK_AI_ALLOWED_ORIGINS=https://docs.vantagecompute.ai \
 *   npm run ask-proxy
 *
 * Optional: HOST (127.0.0.1), PORT (8787), ASK_AI_MAX_BODY_BYTES (32768),
 * ASK_AI_RATE_PER_MINUTE (10), ASK_AI_UPSTREAM_TIMEOUT_MS (120000),
 * ASK_AI_TRUST_PROXY (1 behind a reverse proxy that sets X-Forwarded-For).
 */
import {readProxyConfig} from './config';
import {createAskProxy} from './server';

let config;
try {
  config = readProxyConfig();
} catch (error) {
  console.error(`ask-proxy: ${(error as Error).message}`);
  process.exit(1);
}

const server = createAskProxy(config);
server.on('error', (error) => {
  console.error(`ask-proxy: ${error.message}`);
  process.exit(1);
});
server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(
    `ask-proxy: listening on http://${config.host}:${port}/, model ${config.model} at ${new URL(config.upstream).host}, ` +
      `for ${config.allowedOrigins.join(', ')}`,
  );
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
}
