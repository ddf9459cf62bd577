import BitextCLI
