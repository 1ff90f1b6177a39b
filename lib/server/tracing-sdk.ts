import "server-only";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { resourceFromAttributes } from "@opentelemetry/resources";
import {
  BatchSpanProcessor,
  NodeTracerProvider,
  SimpleSpanProcessor,
  type SpanExporter,
} from "@opentelemetry/sdk-trace-node";

/**
 * OpenTelemetry's SDK, loaded only by `startTracing` (lib/server/tracing.ts) when tracing is on.
 * The exporter reads `OTEL_EXPORTER_OTLP_ENDPOINT` (and `_HEADERS`) itself; spans go in batches.
 * A test passes its own exporter, whose spans are handed over one by one.
 */
export function registerTracing(exporter?: SpanExporter) {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      "service.name": process.env.OTEL_SERVICE_NAME ?? "therapy-marketplace",
    }),
    spanProcessors: [
      exporter
        ? new SimpleSpanProcessor(exporter)
        : new BatchSpanProcessor(new OTLPTraceExporter()),
    ],
  });
  // Also the AsyncLocalStorage context: a query's span finds its request's span as its parent.
  provider.register();
  return provider;
}
