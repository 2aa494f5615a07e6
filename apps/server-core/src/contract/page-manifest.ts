// The web app's page manifest (web/dist/pages.json): written by its build from the route tree
// (web/build/page-manifest.ts), read by the gateway (gateway/src/page-manifest.ts). Its one type.

/** A page's document head, as its route declares it. */
export interface PageHead {
  title: string;
  description: string;
  /** A path on this site (the gateway makes it absolute). */
  image: string;
}

/** A page of the manifest: what the gateway and the service worker need of the route tree. */
export interface ManifestPage {
  /** The router's path pattern ($param segments). */
  path: string;
  /** The same as a regular expression, matched against a URL's path in any case (params: one segment each). */
  pattern: string;
  /** The page a first load from the server arrives as (shells/<name>.html, landing.html). */
  shell: string;
  /** The page the service worker answers a navigation with (precached): index.html unless it has one of its own. */
  appPage: string;
  /** Readable signed out: answered with its head rendered on the server, listed in the sitemap when indexed. */
  public: boolean;
  indexed: boolean;
  /** A public page of one item: the gateway asks the api for its link preview (GET /api/link-previews?path=). */
  preview: boolean;
  head: PageHead;
}

/**
 * The web manifest's share target, for the gateway to answer a share no service worker took (not
 * installed, or updating): it cannot keep the file, so it sends the user where the worker would.
 */
export interface ManifestShareTarget {
  /** Where the share is posted (the web manifest's share_target action). */
  path: string;
  /** The Sec-Fetch-Site values a share is taken from; any other opens `refused`. */
  sites: readonly string[];
  /** Where a share taken, or refused, sends the user. */
  opens: string;
  refused: string;
}

/** pages.json as a whole. */
export interface PageManifestFile {
  pages: ManifestPage[];
  shareTarget: ManifestShareTarget;
}
