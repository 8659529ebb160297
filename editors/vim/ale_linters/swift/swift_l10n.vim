" swift-l10n as an ALE linter for swift files (see editors/vim/README.md).
call swift_l10n#Define('swift')
