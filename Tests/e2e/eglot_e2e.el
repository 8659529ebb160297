;;; eglot_e2e.el --- Emacs + Eglot drive swift-l10n through editors/emacs  -*- lexical-binding: t; -*-
;;
;; Loads editors/emacs/swift-l10n-eglot.el as a user would, opens the fixture's Swift file, waits for
;; diagnostics, hovers a key, asks Eglot for quick-fixes, applies the add-entry one with Eglot's own
;; workspace-edit code (answering "yes" to its confirmation), saves, and prints one JSON report for
;; e2e_support.py verify. Exit code 0 when the run completed, 1 on an error.
;;
;;   emacs --batch -Q -L /usr/share/emacs/site-lisp/elpa-src/eglot-1.9 -l Tests/e2e/eglot_e2e.el
;; Environment: SWIFT_L10N, E2E_REPO, E2E_SWIFT, E2E_HOVER_LINE/CHAR, E2E_FIX_LINE/CHAR/END,
;; E2E_TIMEOUT (seconds).

(require 'cl-lib)
(require 'json)

(defun e2e-env (name default)
  (let ((value (getenv name))) (if (or (null value) (string= value "")) default value)))
(defvar e2e-file (e2e-env "E2E_SWIFT" nil))
(defvar e2e-timeout (string-to-number (e2e-env "E2E_TIMEOUT" "30")))
(defvar e2e-diags nil)
(defvar e2e-client-errors nil)
(defvar e2e-out nil)

(add-to-list 'load-path (expand-file-name "editors/emacs" (e2e-env "E2E_REPO" default-directory)))
(require 'swift-l10n-eglot)
(setq swift-l10n-executable (e2e-env "SWIFT_L10N" "swift-l10n"))
(setq swift-l10n-eglot-in-swift-buffers t)
;; Debian 12 ships no swift-mode; a stub major mode of that name is what Eglot keys on.
(unless (fboundp 'swift-mode) (define-derived-mode swift-mode prog-mode "Swift"))
(swift-l10n-eglot-register)
(setq eglot-sync-connect t eglot-autoshutdown nil)

;; Eglot 1.9 rejects server messages with fields outside the spec by signalling inside the process
;; filter; record such errors (a failed check) instead of letting batch Emacs die.
(defun e2e-guard (fn server method &rest params)
  (condition-case err (apply fn server method params)
    (error (push (format "%s: %s" method (error-message-string err)) e2e-client-errors) nil)))
(advice-add 'eglot-handle-notification :around #'e2e-guard)

(cl-defmethod eglot-handle-notification :before
  (_server (_method (eql textDocument/publishDiagnostics)) &key uri diagnostics &allow-other-keys)
  (when (and (equal (eglot--uri-to-path uri) (expand-file-name e2e-file))
             (> (length diagnostics) 0))
    (setq e2e-diags diagnostics)))

(defun e2e-put (key value) (push (cons key value) e2e-out))

(defun e2e-finish (code)
  (e2e-put 'client_errors (vconcat (delete-dups (reverse e2e-client-errors))))
  (princ (concat (json-encode e2e-out) "\n"))
  (kill-emacs code))

(defun e2e-wait (predicate)
  (let ((deadline (+ (float-time) e2e-timeout)))
    (while (and (not (funcall predicate)) (< (float-time) deadline))
      (accept-process-output nil 0.02))
    (funcall predicate)))

(defun e2e-point (line character)
  (save-excursion (goto-char (point-min)) (forward-line line) (forward-char character) (point)))

(defun e2e-hover-text (contents)
  (cond ((stringp contents) contents)
        ((plist-get contents :value))
        ((vectorp contents)
         (mapconcat (lambda (c) (if (stringp c) c (plist-get c :value))) contents "\n"))))

(condition-case err
    (let (server)
      (e2e-put 'editor (format "emacs %s eglot %s" emacs-version
                               (if (boundp 'eglot--version) eglot--version "1.9")))
      (find-file e2e-file)
      (swift-mode)
      (apply #'eglot (eglot--guess-contact))
      (setq server (eglot-current-server))
      (unless server (error "Eglot did not start swift-l10n"))
      (e2e-put 'root (car (project-roots (eglot--project server))))
      (e2e-wait (lambda () e2e-diags))
      (e2e-put 'diagnostics
               (vconcat (mapcar (lambda (d)
                                  (let ((start (plist-get (plist-get d :range) :start)))
                                    `((line . ,(plist-get start :line))
                                      (character . ,(plist-get start :character))
                                      (code . ,(plist-get d :code))
                                      (message . ,(plist-get d :message)))))
                                e2e-diags)))
      (goto-char (e2e-point (string-to-number (e2e-env "E2E_HOVER_LINE" "0"))
                            (string-to-number (e2e-env "E2E_HOVER_CHAR" "0"))))
      (condition-case hover-err
          (let ((hover (jsonrpc-request server :textDocument/hover (eglot--TextDocumentPositionParams)
                                        :timeout e2e-timeout)))
            (e2e-put 'hover (and hover (e2e-hover-text (plist-get hover :contents)))))
        (error (e2e-put 'hover_error (error-message-string hover-err))))
      (let* ((line (string-to-number (e2e-env "E2E_FIX_LINE" "0")))
             (beg (e2e-point line (string-to-number (e2e-env "E2E_FIX_CHAR" "0"))))
             (end (e2e-point line (string-to-number (e2e-env "E2E_FIX_END" "0"))))
             (actions (condition-case action-err (eglot-code-actions beg end "quickfix")
                        (error (e2e-put 'code_action_error (error-message-string action-err)) nil)))
             (chosen (cl-find-if (lambda (a) (string-match-p "\\_<[Aa]dd\\_>" (plist-get a :title)))
                                 actions)))
        (e2e-put 'code_actions (vconcat (mapcar (lambda (a) (plist-get a :title)) actions)))
        (when chosen
          (cl-letf (((symbol-function 'y-or-n-p) (lambda (&rest _) t)))
            (cond ((plist-get chosen :edit) (eglot--apply-workspace-edit (plist-get chosen :edit)))
                  ((plist-get chosen :command)
                   (let ((command (plist-get chosen :command)))
                     (eglot-execute-command server (intern (plist-get command :command))
                                            (plist-get command :arguments))))
                  (t (error "Quick-fix %S has no edit and Eglot 1.9 cannot resolve one"
                            (plist-get chosen :title)))))
          (e2e-put 'applied (plist-get chosen :title))
          (save-some-buffers t)
          (e2e-put 'saved (not (cl-some (lambda (b) (and (buffer-file-name b) (buffer-modified-p b)))
                                        (buffer-list))))))
      (eglot-shutdown server)
      (e2e-finish 0))
  (error (e2e-put 'error (format "%S" err)) (e2e-finish 1)))
