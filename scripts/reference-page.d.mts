export declare function startReferenceServer(pageUrl: string): Promise<{
  url: string;
  stop(): Promise<void>;
}>;
