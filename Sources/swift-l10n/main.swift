print("swift-l10n: under construction")
