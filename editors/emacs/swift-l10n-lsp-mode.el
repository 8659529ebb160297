;;; swift-l10n-lsp-mode.el --- swift-l10n through lsp-mode  -*- lexical-binding: t; -*-
;;
;; lsp-mode runs several servers per buffer: swift-l10n is registered as an add-on, so it works
;; beside lsp-sourcekit in Swift buffers, and alone in String Catalogs, .strings and .stringsdict.
;;
;; Install: put this folder (this file and swift-l10n-modes.el) on `load-path':
;;   (require 'swift-l10n-lsp-mode)
;;   (add-hook 'swift-mode-hook #'lsp-deferred)
;;   (add-hook 'swift-l10n-xcstrings-mode-hook #'lsp-deferred)
;;   (add-hook 'swift-l10n-strings-mode-hook #'lsp-deferred)
;;   (add-hook 'swift-l10n-stringsdict-mode-hook #'lsp-deferred)

;;; Code:

(require 'lsp-mode)

(require 'swift-l10n-modes)

(defcustom swift-l10n-debounce-milliseconds 50
  "Milliseconds between the last edit and fresh diagnostics."
  :type 'integer
  :group 'swift-l10n)

(defcustom swift-l10n-log-level "info"
  "How much the server logs: \"error\", \"warning\", \"info\", \"debug\" or \"trace\"."
  :type 'string
  :group 'swift-l10n)

;; The `swift-l10n' section the server asks for in workspace/configuration.
(lsp-register-custom-settings
 '(("swift-l10n.debounceMilliseconds" swift-l10n-debounce-milliseconds)
   ("swift-l10n.logLevel" swift-l10n-log-level)))

(add-to-list 'lsp-language-id-configuration '(swift-l10n-xcstrings-mode . "xcstrings"))
(add-to-list 'lsp-language-id-configuration '(swift-l10n-strings-mode . "strings"))
(add-to-list 'lsp-language-id-configuration '(swift-l10n-stringsdict-mode . "stringsdict"))

(lsp-register-client
 (make-lsp-client
  :new-connection (lsp-stdio-connection
                   (lambda () (cons swift-l10n-executable swift-l10n-server-arguments)))
  :activation-fn (lsp-activate-on "swift" "xcstrings" "strings" "stringsdict")
  :add-on? t
  :priority -2
  :server-id 'swift-l10n
  :initialization-options (lambda () (list :debounceMilliseconds swift-l10n-debounce-milliseconds
                                           :logLevel swift-l10n-log-level))))

(provide 'swift-l10n-lsp-mode)
;;; swift-l10n-lsp-mode.el ends here
