import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { ApiDocsController } from './api-docs.controller';
import { ApiOperations } from './api-operations';

/** /api/docs, read from the routes of every controller of the app. */
@Module({
  imports: [DiscoveryModule],
  controllers: [ApiDocsController],
  providers: [ApiOperations],
})
export class ApiDocsModule {}
