" swift-l10n for Vim with ALE: shared pieces of the linter definitions in ale_linters/.

" Options: g:ale_swift_l10n_executable (default 'swift-l10n'), g:swift_l10n_root_markers.
call ale#Set('swift_l10n_executable', 'swift-l10n')
let g:swift_l10n_root_markers = get(g:, 'swift_l10n_root_markers',
\   ['Package.swift', '*.xcodeproj', '*.xcworkspace', '.swift-l10n.json', '.git'])

" Whether the buffer's file is one swift-l10n reads (Swift or a catalog, by extension).
function! swift_l10n#Handles(buffer) abort
    return index(['swift', 'xcstrings', 'strings', 'stringsdict'],
    \   fnamemodify(bufname(a:buffer), ':e')) >= 0
endfunction

" The project root: the nearest ancestor holding a root marker (globs allowed), else the file's
" directory; '' for a JSON or XML file that is no catalog, which tells ALE not to start the server.
function! swift_l10n#ProjectRoot(buffer) abort
    if !swift_l10n#Handles(a:buffer)
        return ''
    endif
    let l:dir = fnamemodify(bufname(a:buffer), ':p:h')
    while 1
        for l:marker in g:swift_l10n_root_markers
            if !empty(glob(l:dir . '/' . l:marker, 1, 1))
                return l:dir
            endif
        endfor
        let l:parent = fnamemodify(l:dir, ':h')
        if l:parent is# l:dir
            return fnamemodify(bufname(a:buffer), ':p:h')
        endif
        let l:dir = l:parent
    endwhile
endfunction

" Registers the swift_l10n linter for one filetype.
function! swift_l10n#Define(filetype) abort
    call ale#linter#Define(a:filetype, {
    \   'name': 'swift_l10n',
    \   'lsp': 'stdio',
    \   'executable': {buffer -> ale#Var(buffer, 'swift_l10n_executable')},
    \   'command': '%e lsp',
    \   'project_root': function('swift_l10n#ProjectRoot'),
    \   'language': a:filetype,
    \})
endfunction
