import { flowCalls } from '@pharma/contract';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import { diagramOfDefinition, diagramOfInstance } from './diagram.service.ts';

const svg = 'image/svg+xml; charset=utf-8';

/** The charts: an instance's as a picture, a definition's as its XML or a picture. Never cached (they change). */
export function chartRoutes(app: App) {
  serve(app, flowCalls.diagramView, async (req, reply) =>
    reply
      .type(svg)
      .header('cache-control', 'no-store')
      .send(await diagramOfInstance(ctxOf(req), req.query.processInstanceId)),
  );
  serve(app, flowCalls.resourceView, async (req, reply) => {
    const { xml, svg: picture } = await diagramOfDefinition(
      ctxOf(req),
      req.query.processDefinitionId,
      req.query.resourceType,
    );
    return reply
      .type(picture === undefined ? 'application/xml; charset=utf-8' : svg)
      .header('cache-control', 'no-store')
      .send(picture ?? xml);
  });
}
