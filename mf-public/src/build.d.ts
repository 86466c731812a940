/** Which build of this remote is running ("main", or a canary label). */
declare const __HANYU_BUILD__: string;
