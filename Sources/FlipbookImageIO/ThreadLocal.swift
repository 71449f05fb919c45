import Foundation

/// The object stored under `key` for the current thread, made by `make` on first
/// use and released with the thread (per-thread caches: PNG bands, spare canvases).
package func threadLocal<T: AnyObject>(_ key: String, _ make: () -> T) -> T {
  if let object = Thread.current.threadDictionary[key] as? T { return object }
  let object = make()
  Thread.current.threadDictionary[key] = object
  return object
}
