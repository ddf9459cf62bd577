/// Ids handed out once each: a taken one gets `-2`, `-3`, … appended.
struct SlugSet {
  private var used: Set<String> = []

  func contains(_ id: String) -> Bool { used.contains(id) }

  mutating func claim(_ id: String) -> String {
    var candidate = id
    var counter = 2
    while used.contains(candidate) {
      candidate = "\(id)-\(counter)"
      counter += 1
    }
    used.insert(candidate)
    return candidate
  }
}
