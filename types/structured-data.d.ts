// Neither package ships types; the calls tests/e2e/job-posting-data.spec.ts makes.
declare module '@marbec/web-auto-extractor' {
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: Array<'rdfa' | 'microdata'> });
    /** Structured data by format, then by schema.org type. */
    parse(html: string): Record<'metatags' | 'jsonld' | 'microdata' | 'rdfa', Record<string, Array<Record<string, unknown>>>>;
  }
}

declare module '@adobe/structured-data-validator' {
  export default class Validator {
    constructor(schemaOrgJson?: object);
    validate(extracted: object): Promise<Array<{ severity: 'ERROR' | 'WARNING'; issueMessage: string; fieldNames: string[]; rootType?: string }>>;
  }
}
