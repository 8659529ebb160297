print("swift-l10n-bench: under construction")
