import BitextKit
