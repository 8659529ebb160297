-- Neovim 0.11+ native configuration: put this directory on 'runtimepath' (or copy this file to
-- ~/.config/nvim/lsp/swift_l10n.lua) and call vim.lsp.enable('swift_l10n').
-- Catalog files need filetypes first (see README): vim.filetype.add({ extension = {
--   xcstrings = 'json', stringsdict = 'xml', strings = 'strings' } })
local extensions = { swift = true, xcstrings = true, strings = true, stringsdict = true }
local markers = { 'Package.swift', '*.xcodeproj', '*.xcworkspace', '.swift-l10n.json', '.git' }

return {
  cmd = { 'swift-l10n', 'lsp' },
  filetypes = { 'swift', 'json', 'xml', 'strings' },
  root_dir = function(bufnr, on_dir)
    local fname = vim.api.nvim_buf_get_name(bufnr)
    local extension = fname:match('%.([%w]+)$')
    if not extensions[extension] then return end      -- a JSON or XML file that is no catalog
    local found = vim.fs.find(function(name)
      for _, marker in ipairs(markers) do
        if name == marker or (marker:sub(1, 1) == '*' and name:sub(-#marker + 1) == marker:sub(2)) then
          return true
        end
      end
      return false
    end, { path = vim.fs.dirname(fname), upward = true, limit = 1 })[1]
    on_dir(found and vim.fs.dirname(found) or vim.fs.dirname(fname))
  end,
}
