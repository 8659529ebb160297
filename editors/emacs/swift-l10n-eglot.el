;;; swift-l10n-eglot.el --- swift-l10n through Eglot  -*- lexical-binding: t; -*-
;;
;; Localization diagnostics, hover with every translation and add-entry quick-fixes for Swift
;; sources and String Catalogs, from the `swift-l10n lsp' language server.
;;
;; Install: put this folder (this file and swift-l10n-modes.el) on `load-path', then:
;;   (require 'swift-l10n-eglot)
;;   (add-hook 'swift-l10n-xcstrings-mode-hook #'eglot-ensure)
;;   ;; Eglot runs one server per buffer: opt in to swift-l10n (instead of sourcekit-lsp) in Swift:
;;   ;; (setq swift-l10n-eglot-in-swift-buffers t)
;;
;; Works with the Eglot built into Emacs 29+ and with Eglot 1.9 (Debian 12's elpa-eglot).

;;; Code:

(require 'cl-lib)
(require 'eglot)
(require 'swift-l10n-modes)

(defcustom swift-l10n-eglot-in-swift-buffers nil
  "Non-nil: Eglot starts swift-l10n (not sourcekit-lsp) for `swift-mode' buffers.
Eglot manages one server per buffer; lsp-mode can run both side by side (see
swift-l10n-lsp-mode.el)."
  :type 'boolean
  :group 'swift-l10n)

(defun swift-l10n-eglot-contact (&optional _interactive)
  "The command line Eglot runs, read when the server starts."
  (cons swift-l10n-executable swift-l10n-server-arguments))

(defun swift-l10n-eglot--modes ()
  "Major modes that get swift-l10n."
  (append '(swift-l10n-xcstrings-mode swift-l10n-strings-mode swift-l10n-stringsdict-mode)
          (when swift-l10n-eglot-in-swift-buffers '(swift-mode swift-ts-mode))))

(defun swift-l10n-eglot-register ()
  "Put swift-l10n first in `eglot-server-programs' for its modes.
Called on load; call again after changing `swift-l10n-eglot-in-swift-buffers'."
  (setq eglot-server-programs
        (cons (cons (swift-l10n-eglot--modes) #'swift-l10n-eglot-contact)
              (cl-remove-if (lambda (entry) (eq (cdr entry) #'swift-l10n-eglot-contact))
                            eglot-server-programs))))

(swift-l10n-eglot-register)

(provide 'swift-l10n-eglot)
;;; swift-l10n-eglot.el ends here
