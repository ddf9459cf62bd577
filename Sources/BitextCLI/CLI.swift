import BitextKit

/// Placeholder until the command line lands.
public enum CLI {}
