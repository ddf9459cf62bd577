import BitextCLI
import BitextKit
import Foundation

AllocatorSettings.apply()
exit(CLI.run(Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment).rawValue)
