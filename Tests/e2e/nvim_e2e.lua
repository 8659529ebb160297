-- Headless Neovim drives swift-l10n through editors/neovim exactly as a user's init.lua would:
-- require('swift_l10n').setup(), open the Swift file, wait for diagnostics, hover a key, apply the
-- add-entry quick-fix with Neovim's own workspace-edit code, :wall, and print one JSON report
-- (checked by e2e_support.py verify). Works with Neovim 0.7 (Debian 12) through 0.12.
--
--   SWIFT_L10N=.build/debug/swift-l10n E2E_REPO=$PWD eval "$(python3 Tests/e2e/e2e_support.py prepare /tmp/ws)"
--   nvim --headless -u NONE -i NONE -n -c 'luafile Tests/e2e/nvim_e2e.lua'
local env = function(k, d) local v = os.getenv(k); if v == nil or v == '' then return d end; return v end
local repo = env('E2E_REPO', vim.fn.getcwd())
local timeout = tonumber(env('E2E_TIMEOUT_MS', '30000'))
local swift_file = env('E2E_SWIFT', nil)
local out = { editor = string.format('nvim %d.%d.%d', vim.version().major, vim.version().minor, vim.version().patch) }

local function finish(code)
  io.stdout:write(vim.fn.json_encode(out) .. '\n')
  io.stdout:flush()
  vim.cmd(code == 0 and 'qall!' or 'cquit! 1')
end

local ok, err = pcall(function()
  vim.opt.runtimepath:prepend(repo .. '/editors/neovim')
  vim.cmd('filetype on')
  local published = nil
  local default_handler = vim.lsp.handlers['textDocument/publishDiagnostics']
  vim.lsp.handlers['textDocument/publishDiagnostics'] = function(e, result, ctx, config)
    if result and result.uri == vim.uri_from_fname(swift_file) and #result.diagnostics > 0 then
      published = result.diagnostics
    end
    return default_handler(e, result, ctx, config)
  end

  local cmd = { env('SWIFT_L10N', 'swift-l10n'), 'lsp' }
  if env('E2E_NVIM_STYLE', 'setup') == 'native' then
    -- Neovim 0.11+ without the Lua module: lsp/swift_l10n.lua on the runtime path, as the README's
    -- "native files only" recipe says.
    vim.filetype.add({ extension = { xcstrings = 'json', stringsdict = 'xml', strings = 'strings' } })
    vim.api.nvim_create_autocmd('BufRead', { pattern = '*.xcstrings', command = 'setlocal nofixendofline' })
    vim.lsp.config('swift_l10n', { cmd = cmd })
    vim.lsp.enable('swift_l10n')
    out.style = 'native'
  else
    require('swift_l10n').setup({ cmd = cmd })
    out.style = 'setup'
  end
  vim.cmd('edit ' .. vim.fn.fnameescape(swift_file))
  local bufnr = vim.api.nvim_get_current_buf()
  local client = nil
  vim.wait(timeout, function()
    local attached = vim.lsp.get_clients and vim.lsp.get_clients({ bufnr = bufnr }) or vim.lsp.buf_get_clients(bufnr)
    for _, c in pairs(attached) do if c.name == 'swift_l10n' then client = c end end
    return client ~= nil and client.initialized ~= false
  end, 20)
  if client == nil then out.error = 'swift_l10n did not attach to ' .. swift_file; return end
  out.root = client.config.root_dir
  -- 0.11+ calls client methods with ':'; 0.7-0.10 with '.'.
  local function request_sync(method, params)
    if vim.fn.has('nvim-0.11') == 1 then return client:request_sync(method, params, timeout, bufnr) end
    return client.request_sync(method, params, timeout, bufnr)
  end

  -- Pushed diagnostics are captured by the handler above; Neovim 0.11+ may pull them instead
  -- (textDocument/diagnostic), so also read what Neovim shows for the buffer.
  local function shown()
    local list = {}
    for _, d in ipairs(vim.diagnostic.get(bufnr)) do
      local lsp = d.user_data and d.user_data.lsp or {}
      table.insert(list, { range = { start = { line = d.lnum, character = d.col } },
        code = d.code or lsp.code, message = d.message, severity = d.severity })
    end
    return list
  end
  vim.wait(timeout, function() return published ~= nil or #shown() > 0 end, 20)
  published = published or shown()
  out.diagnostics = {}
  for _, d in ipairs(published) do
    table.insert(out.diagnostics, { line = d.range.start.line, character = d.range.start.character,
      code = d.code, message = d.message, severity = d.severity })
  end

  local hover_params = { textDocument = { uri = vim.uri_from_bufnr(bufnr) },
    position = { line = tonumber(env('E2E_HOVER_LINE', '0')), character = tonumber(env('E2E_HOVER_CHAR', '0')) } }
  local hover = request_sync('textDocument/hover', hover_params)
  if hover and hover.err then out.hover_error = hover.err.message end
  if hover and hover.result and hover.result.contents then
    local c = hover.result.contents
    if type(c) == 'string' then out.hover = c
    elseif c.value then out.hover = c.value
    else
      local parts = {}
      for _, piece in ipairs(c) do table.insert(parts, type(piece) == 'string' and piece or piece.value) end
      out.hover = table.concat(parts, '\n')
    end
  end

  local fix_line = tonumber(env('E2E_FIX_LINE', '0'))
  local context = {}
  for _, d in ipairs(published or {}) do
    if d.range.start.line == fix_line then table.insert(context, d) end
  end
  local action_params = { textDocument = { uri = vim.uri_from_bufnr(bufnr) },
    range = { start = { line = fix_line, character = tonumber(env('E2E_FIX_CHAR', '0')) },
              ['end'] = { line = fix_line, character = tonumber(env('E2E_FIX_CHAR', '0')) } },
    context = { diagnostics = context } }
  local actions = request_sync('textDocument/codeAction', action_params)
  if actions and actions.err then out.code_action_error = actions.err.message end
  out.code_actions = {}
  local chosen = nil
  for _, action in ipairs((actions and actions.result) or {}) do
    table.insert(out.code_actions, action.title)
    if chosen == nil and action.kind == 'quickfix' and action.title:lower():match('%f[%a]add%f[%A]') then
      chosen = action
    end
  end
  if chosen == nil then return end
  if chosen.edit == nil and chosen.command == nil then     -- lazily resolved, as Neovim does
    local resolved = request_sync('codeAction/resolve', chosen)
    if resolved and resolved.result then chosen = resolved.result end
  end
  if chosen.edit then
    vim.lsp.util.apply_workspace_edit(chosen.edit, client.offset_encoding or 'utf-16')
  elseif chosen.command then
    local command = type(chosen.command) == 'table' and chosen.command or chosen
    request_sync('workspace/executeCommand', { command = command.command, arguments = command.arguments })
  end
  out.applied = chosen.title
  vim.cmd('silent wall')
  out.saved = true
  for _, b in ipairs(vim.api.nvim_list_bufs()) do
    if vim.bo[b].modified then out.saved = false end
  end
end)
if not ok then out.error = tostring(err) end
finish(out.error and 1 or 0)
