/** The structured-data validators ship no types; only what tests/support/structured-data.ts uses. */
declare module '@adobe/structured-data-validator' {
  export interface Issue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    path?: { type?: string; property?: string; index?: number }[];
    fieldNames?: string[];
  }
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(extracted: unknown): Promise<Issue[]>;
  }
}

declare module '@marbec/web-auto-extractor' {
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: string[] });
    parse(html: string): unknown;
  }
}

declare module 'structured-data-testing-tool' {
  interface TestResult {
    test: string;
    description?: string;
    error?: { message?: string };
  }
  export interface Result {
    passed: TestResult[];
    failed: TestResult[];
    warnings: TestResult[];
  }
  const sdtt: {
    structuredDataTestHtml(html: string, options: { presets: unknown[] }): Promise<Result>;
  };
  export default sdtt;
}

declare module 'structured-data-testing-tool/presets.js' {
  const presets: { Google: unknown };
  export default presets;
}
