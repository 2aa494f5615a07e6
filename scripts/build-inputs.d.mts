// Types of build-inputs.mjs, for the tests beside it. `root` is the project's folder (this checkout by default).
export function inputsFingerprint(root?: string): string;
export function forgetBuild(root?: string): void;
export function recordBuild(fingerprint: string, root?: string): void;
export function buildIsCurrent(root?: string): boolean;
