import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  future: {
    // Middleware resolves the session once per request and writes its cookie on the way out.
    v8_middleware: true,
  },
} satisfies Config;
