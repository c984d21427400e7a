import path from 'node:path';
import { Controller, Get, Header, NotFoundException, Param, Res } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { Response } from 'express';
import { Public } from '../auth/access';
import { Answers } from '../http/contract';
import { type DiscoveredController, buildOpenApiDocument } from './openapi-document';

const SWAGGER_UI = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const ASSETS = new Set([
  'swagger-ui.css',
  'swagger-ui-bundle.js',
  'swagger-ui-standalone-preset.js',
  'favicon-32x32.png',
]);

const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Lens Rewards API</title><link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="docs"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script>window.ui = SwaggerUIBundle({ url: '/api/docs/openapi.json', dom_id: '#docs' });</script>
</body></html>`;

@Controller('api/docs')
export class OpenApiController {
  private document: unknown;

  constructor(private readonly discovery: DiscoveryService) {}

  /** The interactive API reference (Swagger UI, served from our own package, no CDN). */
  @Public()
  @Get()
  @Answers({ status: 200, description: 'The reference page', contentTypes: ['text/html'] })
  @Header('Content-Type', 'text/html; charset=utf-8')
  page(): string {
    return PAGE;
  }

  /** The OpenAPI 3.1 document, generated from the routes' zod schemas. */
  @Public()
  @Get('openapi.json')
  @Answers({
    status: 200,
    description: 'This document, bare (not in `{ result }`)',
    contentTypes: ['application/json'],
    schema: { type: 'object', required: ['openapi', 'info', 'paths'] },
  })
  openApi(): unknown {
    this.document ??= buildOpenApiDocument(
      this.discovery
        .getControllers()
        .map((wrapper) => ({ metatype: wrapper.metatype as DiscoveredController['metatype'] }))
        .filter((controller) => Boolean(controller.metatype)),
      { version: '1' },
    );
    return this.document;
  }

  @Public()
  @Get('assets/:file')
  @Answers({
    status: 200,
    description: 'A file of the reference page',
    contentTypes: ['text/css', 'text/javascript', 'image/png'],
  })
  asset(@Param('file') file: string, @Res() response: Response): void {
    if (!ASSETS.has(file)) throw new NotFoundException();
    response.sendFile(path.join(SWAGGER_UI, file), { maxAge: '1d' });
  }
}
