import 'reflect-metadata';
import { Controller, Get, Module, Res } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { INestApplication } from '@nestjs/common';
import type { Response } from 'express';
import request from 'supertest';
import { z } from 'zod';
import { Returns } from '../platform/http/contract';
import { ok } from '../platform/http/envelope';
import { ResponseConformance } from './response-conformance';

const pointSchema = z.object({ x: z.number(), at: z.string() });

@Controller('sample')
class SampleController {
  @Get('good')
  @Returns(pointSchema)
  good() {
    return ok({ x: 1, at: new Date(0) });
  }

  @Get('wrong-type')
  @Returns(pointSchema)
  wrongType() {
    return ok({ x: '1', at: 'now' });
  }

  @Get('extra-field')
  @Returns(pointSchema)
  extraField() {
    return ok({ x: 1, at: 'now', secret: true });
  }

  @Get('by-hand')
  @Returns(pointSchema)
  byHand(@Res() response: Response) {
    response.status(200).json(ok({ x: 2 }));
  }

  @Get('undeclared')
  undeclared() {
    return ok({ anything: true });
  }
}

@Module({ controllers: [SampleController] })
class SampleModule {}

describe('ResponseConformance (the test apps’ check of every answer against its schema)', () => {
  let app: INestApplication;
  let conformance: ResponseConformance;
  beforeEach(async () => {
    app = await NestFactory.create(SampleModule, { logger: false });
    conformance = new ResponseConformance();
    app.useGlobalInterceptors(conformance);
    await app.init();
  });
  afterEach(() => app.close());

  it('passes an answer that matches, as JSON (a Date is its ISO string)', async () => {
    const { body } = await request(app.getHttpServer()).get('/sample/good').expect(200);
    expect(body).toEqual({ result: { x: 1, at: '1970-01-01T00:00:00.000Z' } });
    expect(conformance.violations).toEqual([]);
  });

  it('answers 500 and records a route whose answer breaks its schema', async () => {
    await request(app.getHttpServer()).get('/sample/wrong-type').expect(500);
    expect(conformance.violations).toEqual([
      expect.objectContaining({ route: 'GET /sample/wrong-type', status: 200 }),
    ]);
    expect(conformance.violations[0]!.problem).toContain('result.x');
  });

  it('records a field the schema does not describe', async () => {
    await request(app.getHttpServer()).get('/sample/extra-field').expect(500);
    expect(conformance.violations[0]!.problem).toContain('secret');
  });

  it('checks answers written with response.json too', async () => {
    await request(app.getHttpServer()).get('/sample/by-hand').expect(500);
    expect(conformance.violations[0]!.problem).toContain('result.at');
  });

  it('leaves a route without a response schema alone', async () => {
    await request(app.getHttpServer()).get('/sample/undeclared').expect(200);
    expect(conformance.violations).toEqual([]);
  });
});
