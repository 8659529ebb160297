" Headless Vim + ALE drive swift-l10n through editors/vim (the ALE linter 'swift_l10n'), as a user's
" vimrc would: open the fixture's Swift file, wait for ALE's diagnostics, hover a key, ask for code
" actions, apply the add-entry quick-fix with ALE's own code-action code, :wall, and write one JSON
" report for e2e_support.py verify.
"
"   vim -N -u NONE -i NONE -n -es -S Tests/e2e/vim_ale_e2e.vim
" Environment: SWIFT_L10N, E2E_REPO, E2E_SWIFT, E2E_HOVER_LINE/CHAR, E2E_FIX_LINE/CHAR/END,
" E2E_TIMEOUT (seconds).

set nocompatible
" ALE applies a fix to another file in a buffer of its own and switches back: that needs 'hidden'.
set hidden
let s:repo = empty($E2E_REPO) ? getcwd() : $E2E_REPO
execute 'set rtp^=/usr/share/vim-ale,' . fnameescape(s:repo . '/editors/vim')
execute 'source ' . fnameescape(s:repo . '/editors/vim/ftdetect/swift_l10n.vim')
filetype on
let g:ale_enabled = 1
let g:ale_linters = {'swift': ['swift_l10n'], 'json': ['swift_l10n']}
let g:ale_linters_explicit = 1
let g:ale_swift_l10n_executable = empty($SWIFT_L10N) ? 'swift-l10n' : $SWIFT_L10N
let g:ale_echo_cursor = 0
runtime plugin/ale.vim

let s:out = {'editor': printf('vim %d.%d ale', v:version / 100, v:version % 100)}
let s:timeout_ms = (empty($E2E_TIMEOUT) ? 30 : str2nr($E2E_TIMEOUT)) * 1000
let s:hover = v:null
let s:actions = v:null

function! s:Finish(code) abort
  call writefile([json_encode(s:out)], '/dev/stdout')
  execute a:code == 0 ? 'qall!' : 'cquit!'
endfunction

function! s:Wait(condition) abort
  let l:start = reltime()
  while reltimefloat(reltime(l:start)) * 1000 < s:timeout_ms && !eval(a:condition)
    sleep 20m
  endwhile
endfunction

function! s:OnHover(response) abort
  let s:hover = get(a:response, 'result', v:null)
  if has_key(a:response, 'error')
    let s:out.hover_error = a:response.error.message
  endif
endfunction

function! s:OnActions(response) abort
  let s:actions = get(a:response, 'result', [])
  if has_key(a:response, 'error')
    let s:out.code_action_error = a:response.error.message
    let s:actions = []
  endif
endfunction

function! s:HoverText(contents) abort
  if type(a:contents) == v:t_string
    return a:contents
  elseif type(a:contents) == v:t_dict
    return get(a:contents, 'value', '')
  endif
  return join(map(copy(a:contents), {_, c -> type(c) == v:t_string ? c : get(c, 'value', '')}), "\n")
endfunction

try
  execute 'edit ' . fnameescape($E2E_SWIFT)
  let s:buffer = bufnr('')
  let s:uri = ale#path#ToFileURI(fnamemodify($E2E_SWIFT, ':p'))
  ALELint
  call s:Wait('!empty(filter(copy(ale#engine#GetLoclist(s:buffer)), {_, v -> get(v, "linter_name", "") is# "swift_l10n"}))')
  let s:items = ale#engine#GetLoclist(s:buffer)
  let s:out.diagnostics = map(copy(s:items), {_, v -> {'line': v.lnum - 1, 'character': v.col - 1,
  \   'code': get(v, 'code', ''), 'message': v.text}})

  let s:position = {'line': str2nr($E2E_HOVER_LINE), 'character': str2nr($E2E_HOVER_CHAR)}
  call ale#lsp_linter#SendRequest(s:buffer, 'swift_l10n',
  \   [0, 'textDocument/hover', {'textDocument': {'uri': s:uri}, 'position': s:position}],
  \   function('s:OnHover'))
  call s:Wait('s:hover isnot v:null || has_key(s:out, "hover_error")')
  if s:hover isnot v:null && type(s:hover) == v:t_dict
    let s:out.hover = s:HoverText(s:hover.contents)
  endif

  let s:line = str2nr($E2E_FIX_LINE)
  let s:context = []
  for s:item in s:items
    if s:item.lnum - 1 == s:line
      call add(s:context, {'range': {'start': {'line': s:line, 'character': s:item.col - 1},
      \   'end': {'line': get(s:item, 'end_lnum', s:item.lnum) - 1, 'character': get(s:item, 'end_col', s:item.col)}},
      \   'code': get(s:item, 'code', ''), 'message': s:item.text, 'severity': s:item.type is# 'E' ? 1 : 2})
    endif
  endfor
  let s:range = {'start': {'line': s:line, 'character': str2nr($E2E_FIX_CHAR)},
  \   'end': {'line': s:line, 'character': str2nr($E2E_FIX_END)}}
  call ale#lsp_linter#SendRequest(s:buffer, 'swift_l10n',
  \   [0, 'textDocument/codeAction', {'textDocument': {'uri': s:uri}, 'range': s:range,
  \    'context': {'diagnostics': s:context}}],
  \   function('s:OnActions'))
  call s:Wait('s:actions isnot v:null')
  let s:actions = type(s:actions) == v:t_list ? s:actions : []
  let s:out.code_actions = map(copy(s:actions), {_, a -> a.title})
  let s:chosen = filter(copy(s:actions), {_, a -> get(a, 'kind', '') is# 'quickfix' && a.title =~? '\<add\>'})
  if !empty(s:chosen)
    if !has_key(s:chosen[0], 'edit') && !has_key(s:chosen[0], 'command')
      throw 'quick-fix "' . s:chosen[0].title . '" has no edit, and ALE does not resolve code actions'
    endif
    call ale#codefix#ApplyLSPCodeAction({'connection_id': ''}, s:chosen[0])
    let s:out.applied = s:chosen[0].title
    silent wall
    let s:out.saved = empty(filter(range(1, bufnr('$')), {_, b -> bufexists(b) && getbufvar(b, '&modified')}))
  endif
  call ale#lsp#StopAll()
  call s:Finish(0)
catch
  let s:out.error = v:exception . ' @ ' . v:throwpoint
  call s:Finish(1)
endtry
