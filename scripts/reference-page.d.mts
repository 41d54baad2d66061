export declare const referenceHtml: string;
export declare function headersOf(pageUrl: string): Promise<Record<string, string>>;
export declare function startReferenceServer(pageUrl: string): Promise<{
  url: string;
  headers: Record<string, string>;
  stop(): Promise<void>;
}>;
