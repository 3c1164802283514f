/**
 * The small script pages with a form load from the site server (`/__sw/form.js`). The forms work
 * without it; with it, hidden fields get what only the browser knows (UTM parameters of the
 * address, the referrer), files over a field's limit are refused before they are sent, and a
 * submission is answered in place: errors under their fields, or the thank-you message.
 */
export const FORM_SCRIPT = `(function () {
  'use strict';
  var params = new URLSearchParams(location.search);
  var regions = document.querySelectorAll('[data-sw-form]');
  function fill(form) {
    form.querySelectorAll('input[data-sw-fill]').forEach(function (input) {
      var source = input.getAttribute('data-sw-fill');
      if (input.value) return;
      if (source === 'referrer') input.value = document.referrer.slice(0, 500);
      else if (source && source.indexOf('utm_') === 0) input.value = (params.get(source) || '').slice(0, 500);
    });
  }
  function showErrors(region, errors, message) {
    region.querySelectorAll('.sw-form__error').forEach(function (p) { p.hidden = true; p.textContent = ''; });
    region.querySelectorAll('[aria-invalid]').forEach(function (el) { el.removeAttribute('aria-invalid'); });
    region.querySelectorAll('.sw-form__field--invalid').forEach(function (el) { el.classList.remove('sw-form__field--invalid'); });
    var first = null;
    Object.keys(errors || {}).forEach(function (key) {
      var field = region.querySelector('[data-sw-field="' + CSS.escape(key) + '"]');
      if (!field) return;
      field.classList.add('sw-form__field--invalid');
      var line = field.querySelector('.sw-form__error');
      if (line) { line.textContent = errors[key]; line.hidden = false; }
      var input = field.querySelector('input,select,textarea');
      if (input) { input.setAttribute('aria-invalid', 'true'); if (!first) first = input; }
    });
    var alert = region.querySelector('.sw-form__alert');
    if (alert) { alert.textContent = message || ''; alert.hidden = !message; }
    if (first) first.focus(); else if (alert && message) alert.scrollIntoView({ block: 'center' });
  }
  regions.forEach(function (region) {
    var form = region.querySelector('form');
    if (!form) return;
    fill(form);
    // The widget starts its proof of work when a field takes the focus. A visitor quicker than its
    // script (a slow line) has focused one already, so it is started once the widget is ready.
    var widget = form.querySelector('altcha-widget');
    if (widget && window.customElements) {
      var start = function (tries) {
        try {
          if (form.contains(document.activeElement) && widget.getState() === 'unverified') widget.verify();
        } catch (error) {
          // The element's methods arrive a moment after its definition.
          if (tries > 0) setTimeout(function () { start(tries - 1); }, 100);
        }
      };
      customElements.whenDefined('altcha-widget').then(function () { start(20); });
    }
    form.querySelectorAll('input[type=file][data-max-bytes]').forEach(function (input) {
      input.addEventListener('change', function () {
        var max = Number(input.getAttribute('data-max-bytes'));
        var file = input.files && input.files[0];
        input.setCustomValidity(file && file.size > max ? (document.documentElement.lang.indexOf('zh') === 0 ? '文件过大' : 'This file is too large.') : '');
      });
    });
    var sending = false;
    form.addEventListener('submit', function (event) {
      if (!window.fetch || !window.FormData) return;
      event.preventDefault();
      if (sending) return;
      sending = true;
      var button = form.querySelector('[type=submit]');
      if (button) button.disabled = true;
      fetch(form.action, { method: 'POST', body: new FormData(form), headers: { accept: 'application/json' }, credentials: 'same-origin' })
        .then(function (response) { return response.json(); })
        .then(function (answer) {
          if (answer.ok && answer.redirect) { location.assign(answer.redirect); return; }
          if (answer.ok) {
            region.classList.add('sw-form--sent');
            var sent = region.querySelector('.sw-form__sent');
            if (sent) { if (answer.message) sent.firstElementChild.textContent = answer.message; sent.focus(); }
            return;
          }
          showErrors(region, answer.errors, answer.message);
        })
        .catch(function () { form.submit(); })
        .finally(function () { sending = false; if (button) button.disabled = false; });
    });
  });
})();
`;
