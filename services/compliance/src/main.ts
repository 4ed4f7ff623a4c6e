import { runService } from '@fx/service-kit';
import { AppModule } from './app.module';
import { loadEnv } from './config/env';

runService({
  service: 'compliance',
  loadEnv,
  module: (env, logger) => AppModule.register(env, logger),
});
