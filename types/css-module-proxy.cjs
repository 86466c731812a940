// In tests a CSS Module's class name is its key, so components stay queryable by class.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : String(key)) });
