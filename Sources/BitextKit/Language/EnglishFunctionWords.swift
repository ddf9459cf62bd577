/// The commonest English function words (articles, prepositions, pronouns, auxiliaries,
/// conjunctions: 89 words of at most six letters), packed one ASCII letter per byte
/// into an integer, so a token is tested without building a string. English sentences are about
/// 40 % function words; names, code identifiers and product lists have none, which tells
/// English prose from the Latin words that Korean text keeps.
enum EnglishFunctionWords {
  /// The words, for tests and documentation; `contains` is the compiled form of this list.
  static let words = "a about all also am an and any are as at be been being but by can could did do does each for from had has have he her here his how if in into is it its just may might more most must no nor not of on only onto or our over shall she should so some such than that the their them then there these they this those to under was we were what when where which who whom whose why will with would you your"

  @inline(__always) static func contains(_ key: UInt64) -> Bool {
    switch key {
    case 0x61, 0x616D, 0x616E, 0x6173, 0x6174, 0x6265, 0x6279, 0x646F,
         0x6865, 0x6966, 0x696E, 0x6973, 0x6974, 0x6E6F, 0x6F66, 0x6F6E,
         0x6F72, 0x736F, 0x746F, 0x7765, 0x616C6C, 0x616E64, 0x616E79, 0x617265,
         0x627574, 0x63616E, 0x646964, 0x666F72, 0x686164, 0x686173, 0x686572, 0x686973,
         0x686F77, 0x697473, 0x6D6179, 0x6E6F72, 0x6E6F74, 0x6F7572, 0x736865, 0x746865,
         0x776173, 0x77686F, 0x776879, 0x796F75, 0x616C736F, 0x6265656E, 0x646F6573, 0x65616368,
         0x66726F6D, 0x68617665, 0x68657265, 0x696E746F, 0x6A757374, 0x6D6F7265, 0x6D6F7374, 0x6D757374,
         0x6F6E6C79, 0x6F6E746F, 0x6F766572, 0x736F6D65, 0x73756368, 0x7468616E, 0x74686174, 0x7468656D,
         0x7468656E, 0x74686579, 0x74686973, 0x77657265, 0x77686174, 0x7768656E, 0x77686F6D, 0x77696C6C,
         0x77697468, 0x796F7572, 0x61626F7574, 0x6265696E67, 0x636F756C64, 0x6D69676874, 0x7368616C6C, 0x7468656972,
         0x7468657265, 0x7468657365, 0x74686F7365, 0x756E646572, 0x7768657265, 0x7768696368, 0x77686F7365, 0x776F756C64,
         0x73686F756C64:
      return true
    default:
      return false
    }
  }
}
