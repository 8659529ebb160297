-- nvim-lspconfig style: registers `swift_l10n` as a custom server so that
--   require('swift_l10n.lspconfig').register()
--   require('lspconfig').swift_l10n.setup({ on_attach = ... })
-- works like any server lspconfig ships.
local M = {}

--- Adds swift_l10n to lspconfig's table of servers (once).
function M.register()
  local configs = require('lspconfig.configs')
  if configs.swift_l10n then return end
  local base = require('swift_l10n')
  base.register_filetypes()
  base.keep_catalog_layout()
  configs.swift_l10n = {
    default_config = {
      cmd = base.default_config.cmd,
      filetypes = base.filetypes,
      settings = base.default_config.settings,
      init_options = base.default_config.init_options,
      root_dir = function(fname)
        if not base.handles(fname) then return nil end  -- nil: lspconfig does not attach
        return base.root_dir(fname)
      end,
    },
    docs = { description = 'swift-l10n: localization diagnostics for Swift apps and String Catalogs.' },
  }
end

return M
