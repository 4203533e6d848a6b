// The part of madge 8's API that import-cycles.ts uses (madge ships no types; @types/madge is for 5).
declare module 'madge' {
  interface MadgeConfig {
    fileExtensions?: string[];
    tsConfig?: string;
    detectiveOptions?: { ts?: { skipTypeImports?: boolean } };
  }
  interface MadgeResult {
    circular(): string[][];
  }
  export default function madge(path: string, config?: MadgeConfig): Promise<MadgeResult>;
}
