/** Version of the analysis; stored with every result so verdicts can be traced to the engine. */
export const ENGINE_VERSION = '1.0.0'
