-- swift-l10n for Neovim: localization diagnostics, hover and quick-fixes beside sourcekit-lsp.
--
-- Neovim 0.11 and later:   require('swift_l10n').setup()      -- vim.lsp.config + vim.lsp.enable
-- Neovim 0.8 to 0.10:      require('swift_l10n').setup()      -- vim.lsp.start from a FileType autocmd
-- Neovim 0.7:              require('swift_l10n').setup()      -- vim.lsp.start_client + buf_attach_client
-- nvim-lspconfig users:    require('swift_l10n.lspconfig').register(); require('lspconfig').swift_l10n.setup({})
--
-- Options (all optional): { cmd = { 'swift-l10n', 'lsp' }, settings = {...},
--   init_options = {...}, root_markers = {...}, on_attach = function(client, bufnr) end }
local M = {}

--- Files the server reads: Swift sources and the three catalog formats.
M.extensions = { swift = true, xcstrings = true, strings = true, stringsdict = true }

--- Filetypes the client attaches for. Catalogs get ordinary filetypes (JSON, XML) so highlighting
--- keeps working; `M.handles` narrows json/xml/strings buffers down to localization files.
M.filetypes = { 'swift', 'json', 'xml', 'strings' }

--- What marks a project root, nearest first wins: a package, an Xcode project, our config, git.
M.root_markers = { 'Package.swift', '*.xcodeproj', '*.xcworkspace', '.swift-l10n.json', '.git' }

--- The default configuration, in the shape vim.lsp.config and nvim-lspconfig both take.
M.default_config = {
  cmd = { 'swift-l10n', 'lsp' },
  filetypes = M.filetypes,
  -- No settings and no init_options by default: an empty Lua table reaches the server as a JSON
  -- array ([]), not an object, so the `swift-l10n` section is left out (Neovim answers
  -- workspace/configuration with null) and init_options is not sent.
  settings = {},
}

--- Whether the file `fname` is one the server reads (by extension).
function M.handles(fname)
  local extension = fname:match('%.([%w]+)$')
  return extension ~= nil and M.extensions[extension] == true
end

--- The project root of `fname`: the closest ancestor holding one of `markers` (globs allowed),
--- or the file's own directory when none does. Works on every Neovim from 0.7 (no vim.fs needed).
function M.root_dir(fname, markers)
  markers = markers or M.root_markers
  local dir = vim.fn.fnamemodify(fname, ':p:h')
  while true do
    for _, marker in ipairs(markers) do
      if vim.fn.glob(dir .. '/' .. marker, true, true)[1] ~= nil then return dir end
    end
    local parent = vim.fn.fnamemodify(dir, ':h')
    if parent == dir then break end
    dir = parent
  end
  return vim.fn.fnamemodify(fname, ':p:h')
end

--- Tells Neovim which filetype catalogs have; versions before 0.10 know none of them.
function M.register_filetypes()
  if vim.filetype and vim.filetype.add then
    vim.filetype.add({ extension = { xcstrings = 'json', stringsdict = 'xml', strings = 'strings' } })
  else
    vim.cmd([[
      augroup swift_l10n_filetypes
        autocmd!
        autocmd BufRead,BufNewFile *.xcstrings setfiletype json
        autocmd BufRead,BufNewFile *.stringsdict setfiletype xml
        autocmd BufRead,BufNewFile *.strings setfiletype strings
      augroup END
    ]])
  end
end

--- Xcode writes catalogs without a final newline; keep it that way when saving (Neovim adds one
--- by default, which would make every saved catalog differ from Xcode's output).
function M.keep_catalog_layout()
  vim.cmd([[
    augroup swift_l10n_catalog_layout
      autocmd!
      autocmd BufRead,BufNewFile *.xcstrings setlocal nofixendofline
    augroup END
  ]])
end

local function merged(opts)
  local config = vim.deepcopy(M.default_config)
  for key, value in pairs(opts or {}) do
    if key ~= 'root_markers' then config[key] = value end
  end
  return config
end

local function start_for_buffer(config, markers, bufnr)
  local fname = vim.api.nvim_buf_get_name(bufnr)
  if fname == '' or not M.handles(fname) then return end
  local root = M.root_dir(fname, markers)
  local start = vim.deepcopy(config)
  start.name = 'swift_l10n'
  start.root_dir = root
  start.workspace_folders = { { uri = vim.uri_from_fname(root), name = vim.fn.fnamemodify(root, ':t') } }
  if vim.lsp.start then                                  -- 0.8+: reuses a client with the same root
    vim.lsp.start(start, { bufnr = bufnr })
    return
  end
  M._clients = M._clients or {}
  local id = M._clients[root]
  if id == nil or vim.lsp.get_client_by_id(id) == nil then
    id = vim.lsp.start_client(start)
    M._clients[root] = id
  end
  if id then vim.lsp.buf_attach_client(bufnr, id) end
end

--- Registers and enables the server. Call once from init.lua.
function M.setup(opts)
  opts = opts or {}
  local markers = opts.root_markers or M.root_markers
  M.register_filetypes()
  M.keep_catalog_layout()
  local config = merged(opts)
  if vim.lsp.config and vim.lsp.enable then              -- 0.11+
    config.root_dir = function(bufnr, on_dir)
      local fname = vim.api.nvim_buf_get_name(bufnr)
      if M.handles(fname) then on_dir(M.root_dir(fname, markers)) end
    end
    vim.lsp.config('swift_l10n', config)
    vim.lsp.enable('swift_l10n')
    return
  end
  M._start = function(bufnr) start_for_buffer(config, markers, bufnr) end
  vim.cmd([[
    augroup swift_l10n_start
      autocmd!
      autocmd FileType swift,json,xml,strings lua require('swift_l10n')._start(tonumber(vim.fn.expand('<abuf>')))
    augroup END
  ]])
end

return M
