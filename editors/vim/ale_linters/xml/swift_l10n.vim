" swift-l10n as an ALE linter for xml files (see editors/vim/README.md).
call swift_l10n#Define('xml')
