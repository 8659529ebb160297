" swift-l10n as an ALE linter for json files (see editors/vim/README.md).
call swift_l10n#Define('json')
