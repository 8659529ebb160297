;;; swift-l10n-eglot.el --- swift-l10n through Eglot  -*- lexical-binding: t; -*-
;;
;; Localization diagnostics, hover with every translation and add-entry quick-fixes for Swift
;; sources and String Catalogs, from the `swift-l10n lsp' language server.
;;
;; Install: put this file on `load-path', then in your init file:
;;   (require 'swift-l10n-eglot)
;;   (add-hook 'swift-l10n-xcstrings-mode-hook #'eglot-ensure)
;;   ;; Eglot runs one server per buffer: opt in to swift-l10n (instead of sourcekit-lsp) in Swift:
;;   ;; (setq swift-l10n-eglot-in-swift-buffers t)
;;
;; Works with the Eglot built into Emacs 29+ and with Eglot 1.9 (Debian 12's elpa-eglot).

;;; Code:

(require 'cl-lib)
(require 'eglot)

(defgroup swift-l10n nil
  "Localization checks for Swift apps."
  :group 'tools
  :prefix "swift-l10n-")

(defcustom swift-l10n-executable "swift-l10n"
  "The swift-l10n program: a name found on `exec-path' or an absolute file name."
  :type 'string)

(defcustom swift-l10n-server-arguments '("lsp")
  "Arguments that start the language server."
  :type '(repeat string))

(defcustom swift-l10n-eglot-in-swift-buffers nil
  "Non-nil: Eglot starts swift-l10n (not sourcekit-lsp) for `swift-mode' buffers.
Eglot manages one server per buffer; lsp-mode can run both side by side (see
swift-l10n-lsp-mode.el)."
  :type 'boolean)

(define-derived-mode swift-l10n-xcstrings-mode js-mode "xcstrings"
  "Major mode for Xcode String Catalogs (JSON written by Xcode)."
  (setq-local js-indent-level 2)
  (setq-local indent-tabs-mode nil)
  ;; Xcode writes catalogs without a final newline; saving must not add one.
  (setq-local require-final-newline nil))

(define-derived-mode swift-l10n-strings-mode prog-mode ".strings"
  "Major mode for legacy `.strings' tables (\"key\" = \"value\";)."
  (setq-local comment-start "/* ")
  (setq-local comment-end " */"))

(define-derived-mode swift-l10n-stringsdict-mode nxml-mode "stringsdict"
  "Major mode for `.stringsdict' plural rules (an XML property list).")

(add-to-list 'auto-mode-alist '("\\.xcstrings\\'" . swift-l10n-xcstrings-mode))
(add-to-list 'auto-mode-alist '("\\.strings\\'" . swift-l10n-strings-mode))
(add-to-list 'auto-mode-alist '("\\.stringsdict\\'" . swift-l10n-stringsdict-mode))

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
