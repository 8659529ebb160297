;;; swift-l10n-lsp-mode.el --- swift-l10n through lsp-mode  -*- lexical-binding: t; -*-
;;
;; lsp-mode runs several servers per buffer: swift-l10n is registered as an add-on, so it works
;; beside lsp-sourcekit in Swift buffers, and alone in String Catalogs, .strings and .stringsdict.
;;
;; Install: put this file and swift-l10n-eglot.el (for the catalog major modes) on `load-path':
;;   (require 'swift-l10n-lsp-mode)
;;   (add-hook 'swift-mode-hook #'lsp-deferred)
;;   (add-hook 'swift-l10n-xcstrings-mode-hook #'lsp-deferred)
;;   (add-hook 'swift-l10n-strings-mode-hook #'lsp-deferred)
;;   (add-hook 'swift-l10n-stringsdict-mode-hook #'lsp-deferred)

;;; Code:

(require 'lsp-mode)

;; The catalog major modes live in swift-l10n-eglot.el; loading it without Eglot's server entries
;; would need Eglot anyway, so define them here when that file is absent.
(unless (require 'swift-l10n-eglot nil t)
  (defgroup swift-l10n nil "Localization checks for Swift apps." :group 'tools :prefix "swift-l10n-")
  (defcustom swift-l10n-executable "swift-l10n" "The swift-l10n program." :type 'string)
  (defcustom swift-l10n-server-arguments '("lsp") "Arguments that start the server." :type '(repeat string))
  (define-derived-mode swift-l10n-xcstrings-mode js-mode "xcstrings"
    "Major mode for Xcode String Catalogs."
    (setq-local js-indent-level 2 indent-tabs-mode nil require-final-newline nil))
  (define-derived-mode swift-l10n-strings-mode prog-mode ".strings" "Major mode for .strings tables.")
  (define-derived-mode swift-l10n-stringsdict-mode nxml-mode "stringsdict" "Major mode for .stringsdict.")
  (add-to-list 'auto-mode-alist '("\\.xcstrings\\'" . swift-l10n-xcstrings-mode))
  (add-to-list 'auto-mode-alist '("\\.strings\\'" . swift-l10n-strings-mode))
  (add-to-list 'auto-mode-alist '("\\.stringsdict\\'" . swift-l10n-stringsdict-mode)))

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
