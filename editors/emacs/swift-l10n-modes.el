;;; swift-l10n-modes.el --- Major modes and options shared by the swift-l10n Emacs clients  -*- lexical-binding: t; -*-
;;
;; Major modes for Xcode String Catalogs (.xcstrings, JSON without a final newline, as Xcode writes
;; them), legacy .strings tables and .stringsdict plural rules, and the swift-l10n program to run.
;; Loaded by swift-l10n-eglot.el and swift-l10n-lsp-mode.el.

;;; Code:

(require 'js)
(require 'nxml-mode)

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

(provide 'swift-l10n-modes)
;;; swift-l10n-modes.el ends here
