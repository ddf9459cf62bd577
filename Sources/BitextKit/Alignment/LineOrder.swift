/// The order of items by a key such as their first line, equal keys in their given order: what
/// a stable sort of the items by the key gives (Swift's `sort` is stable). Indices are sorted
/// by the key, not the items (a unit is a large value: moving a hundred thousand of them
/// through a sort, and reading each one's first line through its segments on every
/// comparison, took a tenth of aligning a long page on one core), and not at all when the keys
/// are in order already, as a document's units usually are.
enum LineOrder {
  /// The indices of `keys` in order of key, equal keys by index; nil when that is `keys.indices`.
  static func order(_ keys: [Int]) -> [Int]? {
    keys.withUnsafeBufferPointer { key -> [Int]? in
      var i = 1
      while i < key.count, key[i - 1] <= key[i] { i += 1 }
      guard i < key.count else { return nil }
      return Array(0..<key.count).sorted { key[$0] != key[$1] ? key[$0] < key[$1] : $0 < $1 }
    }
  }

  /// `items` in order of `key`, equal keys in their given order.
  static func sorted<T>(_ items: [T], by key: (T) -> Int) -> [T] {
    guard let order = order(items.map(key)) else { return items }
    return order.map { items[$0] }
  }
}
