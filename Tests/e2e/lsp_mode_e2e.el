;;; lsp_mode_e2e.el --- Emacs + lsp-mode drive swift-l10n through editors/emacs  -*- lexical-binding: t; -*-
;;
;; Loads editors/emacs/swift-l10n-lsp-mode.el as a user would (swift-l10n as an lsp-mode add-on
;; server), opens the fixture's Swift file, waits for diagnostics, hovers a key, applies the
;; add-entry quick-fix with lsp-mode's own code-action code, saves, and prints one JSON report for
;; e2e_support.py verify. Exit code 0 when the run completed, 1 on an error.
;;
;;   emacs --batch -Q -l Tests/e2e/lsp_mode_e2e.el      (Debian: elpa-lsp-mode 8.0)
;; Environment: as eglot_e2e.el.

(require 'cl-lib)
(require 'json)
;; Debian's elpa-* packages (lsp-mode and its dependencies dash, f, ht, lv, spinner, markdown-mode).
(dolist (dir (file-expand-wildcards (or (getenv "E2E_ELPA") "/usr/share/emacs/site-lisp/elpa-src/*")))
  (add-to-list 'load-path dir))

(defun e2e-env (name default)
  (let ((value (getenv name))) (if (or (null value) (string= value "")) default value)))
(defvar e2e-file (e2e-env "E2E_SWIFT" nil))
(defvar e2e-timeout (string-to-number (e2e-env "E2E_TIMEOUT" "30")))
(defvar e2e-out nil)
(defun e2e-put (key value) (push (cons key value) e2e-out))
(defun e2e-finish (code)
  (princ (concat (json-encode e2e-out) "\n"))
  (kill-emacs code))
(defun e2e-wait (predicate)
  (let ((deadline (+ (float-time) e2e-timeout)))
    (while (and (not (funcall predicate)) (< (float-time) deadline))
      (accept-process-output nil 0.05))
    (funcall predicate)))
(defun e2e-point (line character)
  (save-excursion (goto-char (point-min)) (forward-line line) (forward-char character) (point)))

(setq lsp-session-file (expand-file-name "session" (make-temp-file "lsp-session" t))
      lsp-auto-guess-root t                 ; no "import project root?" question
      lsp-enable-file-watchers nil
      lsp-enable-snippet nil
      lsp-keep-workspace-alive nil
      lsp-restart 'ignore
      lsp-log-io nil
      lsp-diagnostics-provider :none        ; keep diagnostics in lsp-mode's table, no Flycheck
      lsp-modeline-code-actions-enable nil
      lsp-headerline-breadcrumb-enable nil)

(add-to-list 'load-path (expand-file-name "editors/emacs" (e2e-env "E2E_REPO" default-directory)))
(require 'lsp-mode)
(require 'swift-l10n-lsp-mode)
(setq swift-l10n-executable (e2e-env "SWIFT_L10N" "swift-l10n"))
;; Debian 12 ships no swift-mode; lsp-mode knows the language id of a mode named swift-mode.
(unless (fboundp 'swift-mode) (define-derived-mode swift-mode prog-mode "Swift"))
;; Only swift-l10n: keep lsp-mode from starting other servers it knows for Swift (lsp-sourcekit).
(setq lsp-enabled-clients '(swift-l10n))

(defun e2e-hover-text (contents)
  (cond ((stringp contents) contents)
        ((and (hash-table-p contents) (gethash "value" contents)))
        ((vectorp contents)
         (mapconcat (lambda (c) (if (stringp c) c (gethash "value" c))) contents "\n"))))

(condition-case err
    (progn
      (e2e-put 'editor (format "emacs %s lsp-mode" emacs-version))
      (find-file e2e-file)
      (swift-mode)
      (lsp)
      (unless (e2e-wait (lambda () (and (lsp-workspaces)
                                        (eq (lsp--workspace-status (car (lsp-workspaces))) 'initialized))))
        (error "lsp-mode did not start swift-l10n"))
      (e2e-put 'root (lsp-workspace-root))
      (let ((path (expand-file-name e2e-file)) diags)
        (e2e-wait (lambda () (setq diags (gethash path (lsp-diagnostics t)))))
        (e2e-put 'diagnostics
                 (vconcat (mapcar (lambda (d)
                                    (let ((start (gethash "start" (gethash "range" d))))
                                      `((line . ,(gethash "line" start))
                                        (character . ,(gethash "character" start))
                                        (code . ,(gethash "code" d))
                                        (message . ,(gethash "message" d)))))
                                  diags))))
      (goto-char (e2e-point (string-to-number (e2e-env "E2E_HOVER_LINE" "0"))
                            (string-to-number (e2e-env "E2E_HOVER_CHAR" "0"))))
      (condition-case hover-err
          (let ((hover (lsp-request "textDocument/hover" (lsp--text-document-position-params))))
            (e2e-put 'hover (and hover (e2e-hover-text (gethash "contents" hover)))))
        (error (e2e-put 'hover_error (error-message-string hover-err))))
      (goto-char (e2e-point (string-to-number (e2e-env "E2E_FIX_LINE" "0"))
                            (string-to-number (e2e-env "E2E_FIX_CHAR" "0"))))
      (let* ((actions (condition-case action-err (lsp-code-actions-at-point)
                        (error (e2e-put 'code_action_error (error-message-string action-err)) nil)))
             (chosen (cl-find-if (lambda (a) (string-match-p "\\_<[Aa]dd\\_>" (gethash "title" a)))
                                 actions)))
        (e2e-put 'code_actions (vconcat (mapcar (lambda (a) (gethash "title" a)) actions)))
        (when chosen
          (cl-letf (((symbol-function 'y-or-n-p) (lambda (&rest _) t))
                    ((symbol-function 'yes-or-no-p) (lambda (&rest _) t)))
            (lsp-execute-code-action chosen))
          (e2e-put 'applied (gethash "title" chosen))
          (save-some-buffers t)
          (e2e-put 'saved (not (cl-some (lambda (b) (and (buffer-file-name b) (buffer-modified-p b)))
                                        (buffer-list))))))
      (lsp-workspace-shutdown (car (lsp-workspaces)))
      (e2e-finish 0))
  (error (e2e-put 'error (format "%S" err)) (e2e-finish 1)))
