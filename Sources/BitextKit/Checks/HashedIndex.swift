/// A value that carries a hash of its bytes, made once (`TermKey`, `TransliterationLexicon.Stem`):
/// tables of them probe by that integer and compare bytes only when the hashes agree.
protocol BytesHashed: Equatable {
  var bytesHash: UInt64 { get }
}

/// Distinct values in their first order, with a table of their indices by `bytesHash` (open
/// addressing, linear probing, at least twice as many slots as values, doubled as it fills).
/// What the checks use where a `Set` or `Dictionary` would hash every value again with
/// `Hasher` for every unit of a run.
struct HashedIndex<Element: BytesHashed>: Sendable where Element: Sendable {
  private(set) var elements: [Element] = []
  /// An index into `elements` per slot, -1 for an empty slot; the count a power of two.
  private var slots: [Int32]

  /// A table with room for `capacity` values before it grows.
  init(capacity: Int = 0) {
    var slotCount = 8
    while slotCount < 2 * capacity { slotCount <<= 1 }
    slots = [Int32](repeating: -1, count: slotCount)
    elements.reserveCapacity(capacity)
  }

  /// `values` without repeats, in their first order.
  init(_ values: [Element]) {
    self.init(capacity: values.count)
    for value in values { insert(value) }
  }

  /// The index of `value` in `elements`, appended there if it is new.
  @discardableResult
  mutating func insert(_ value: Element) -> (index: Int, inserted: Bool) {
    let slot = self.slot(of: value)
    if slots[slot] >= 0 { return (Int(slots[slot]), false) }
    slots[slot] = Int32(elements.count)
    elements.append(value)
    if 2 * elements.count > slots.count { grow() }
    return (elements.count - 1, true)
  }

  func index(of value: Element) -> Int? {
    let index = slots[slot(of: value)]
    return index >= 0 ? Int(index) : nil
  }

  func contains(_ value: Element) -> Bool { slots[slot(of: value)] >= 0 }

  /// Whether a value whose `bytesHash` is `hash` and that `matches` is here: a lookup with no
  /// value made (`matches` is asked only of values of that hash).
  func contains(hash: UInt64, where matches: (Element) -> Bool) -> Bool { index(hash: hash, where: matches) != nil }

  /// The index of the value whose `bytesHash` is `hash` and that `matches`, with no value made.
  func index(hash: UInt64, where matches: (Element) -> Bool) -> Int? {
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot] >= 0 {
      let index = Int(slots[slot])
      if elements[index].bytesHash == hash && matches(elements[index]) { return index }
      slot = (slot + 1) & mask
    }
    return nil
  }

  /// The slot holding `value`, or the empty slot where it would go.
  private func slot(of value: Element) -> Int {
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: value.bytesHash) & mask
    while slots[slot] >= 0, elements[Int(slots[slot])] != value { slot = (slot + 1) & mask }
    return slot
  }

  private mutating func grow() {
    slots = [Int32](repeating: -1, count: 2 * slots.count)
    let mask = slots.count - 1
    for index in elements.indices {
      var slot = Int(truncatingIfNeeded: elements[index].bytesHash) & mask
      while slots[slot] >= 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(index)
    }
  }
}
