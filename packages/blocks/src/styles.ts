/**
 * The one block stylesheet, shared by the editor canvas and published pages. Everything reads the
 * theme's CSS variables; layouts are fluid from 360 px to 1440 px with breakpoints at 720 and 1024.
 */
export const blocksCss = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;background:var(--sw-color-background);color:var(--sw-color-text);font-family:var(--sw-font-body);font-size:clamp(15px,0.9rem + 0.2vw,18px);line-height:1.65;overflow-wrap:break-word}
img,video,iframe,svg{max-width:100%}
img{height:auto}
a{color:var(--sw-color-primary)}
h1,h2,h3,h4,h5,h6{font-family:var(--sw-font-heading);line-height:1.25;margin:0 0 .6em}
h1{font-size:clamp(2rem,1.4rem + 2.6vw,3.25rem)}
h2{font-size:clamp(1.6rem,1.2rem + 1.6vw,2.4rem)}
h3{font-size:clamp(1.3rem,1.1rem + .9vw,1.8rem)}
h4{font-size:1.2rem}h5{font-size:1.05rem}h6{font-size:.95rem}
.sw-visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.sw-page{--sw-gutter:clamp(16px,4vw,48px);--sw-max-width:1200px;min-height:100vh;display:flex;flex-direction:column}
.sw-page>.sw-footer{margin-top:auto}
.sw-main{display:contents}
.sw-page>.sw-section+.sw-block,.sw-main>.sw-section+.sw-block:not(.sw-section):not(.sw-footer){margin-top:clamp(24px,4vw,48px)}
.sw-page>.sw-block:not(.sw-section):not(.sw-nav):not(.sw-lang):not(.sw-breadcrumb):has(+.sw-footer),.sw-main>.sw-block:not(.sw-section):not(.sw-nav):not(.sw-lang):not(.sw-breadcrumb):last-child{margin-bottom:clamp(24px,4vw,48px)}
.sw-container{width:min(100% - 2*var(--sw-gutter),var(--sw-max-width));margin-inline:auto}
.sw-container--full{width:100%;padding-inline:var(--sw-gutter)}
.sw-container--full>:is(.sw-heading,.sw-rich-text,.sw-button-row){max-width:var(--sw-max-width);margin-inline:auto}
.sw-heading.sw-text-center+.sw-rich-text{text-align:center;max-width:min(100%,48rem);margin-inline:auto}
.sw-heading.sw-text-right+.sw-rich-text{text-align:right}
.sw-page>.sw-block:not(.sw-section):not(.sw-nav):not(.sw-lang):not(.sw-footer):not(.sw-breadcrumb),.sw-main>.sw-block:not(.sw-section):not(.sw-nav):not(.sw-lang):not(.sw-footer):not(.sw-breadcrumb){width:min(100% - 2*var(--sw-gutter),var(--sw-max-width));margin-inline:auto}
.sw-block{margin-block:0 1.25rem}
.sw-section,.sw-nav,.sw-lang,.sw-footer,.sw-spacer,.sw-breadcrumb{margin-block:0}
.sw-lang{font-size:.85em}
.sw-lang--single{display:none}
.sw-lang__list{list-style:none;margin-block:0;padding-block:.35em;padding-inline:0;display:flex;flex-wrap:wrap;gap:.25em 1em}
.sw-lang__list.sw-text-right{justify-content:flex-end}.sw-lang__list.sw-text-center{justify-content:center}
.sw-lang__link{display:inline-block;padding:.5em 0;color:inherit;text-decoration:none}
.sw-lang__link:hover,.sw-lang__link:focus-visible{text-decoration:underline}
.sw-lang__link--current{font-weight:700}
.sw-text-left{text-align:left}.sw-text-center{text-align:center}.sw-text-right{text-align:right}
.sw-bg-surface{background:var(--sw-color-surface)}
.sw-bg-muted{background:var(--sw-color-muted)}
.sw-bg-primary{background:var(--sw-color-primary);color:var(--sw-color-on-primary)}
.sw-bg-accent{background:var(--sw-color-accent);color:var(--sw-color-on-accent)}
.sw-bg-dark{background:var(--sw-color-dark);color:var(--sw-color-on-dark)}
.sw-bg-primary a,.sw-bg-accent a,.sw-bg-dark a,.sw-on-dark a{color:inherit}
.sw-on-dark{color:#fff}.sw-on-light{color:#111}
.sw-bg-primary figcaption,.sw-bg-accent figcaption,.sw-bg-dark figcaption,.sw-on-dark figcaption,.sw-on-light figcaption{color:inherit;opacity:.85}
.sw-section{background-size:cover;background-position:center}
.sw-section--image{position:relative;isolation:isolate}
.sw-section--image::before{content:"";position:absolute;inset:0;background:rgb(0 0 0 / .4);z-index:-1}
.sw-section--pad-none{padding-block:0}
.sw-section--pad-small{padding-block:clamp(16px,3vw,32px)}
.sw-section--pad-medium{padding-block:clamp(32px,6vw,72px)}
.sw-section--pad-large{padding-block:clamp(56px,10vw,128px)}
.sw-columns{display:grid;grid-template-columns:minmax(0,1fr);gap:var(--sw-col-gap)}
.sw-gap-small{--sw-col-gap:12px}.sw-gap-medium{--sw-col-gap:clamp(16px,3vw,32px)}.sw-gap-large{--sw-col-gap:clamp(24px,5vw,64px)}
.sw-align-start{align-items:start}.sw-align-center{align-items:center}.sw-align-end{align-items:end}.sw-align-stretch{align-items:stretch}
.sw-column>:last-child{margin-bottom:0}
@media (min-width:720px){
.sw-columns--2,.sw-columns--4{grid-template-columns:repeat(2,minmax(0,1fr))}
.sw-columns--3{grid-template-columns:repeat(3,minmax(0,1fr))}
}
@media (min-width:1024px){.sw-columns--4{grid-template-columns:repeat(4,minmax(0,1fr))}}
.sw-rich-text>:first-child{margin-top:0}
.sw-rich-text img{max-width:100%;height:auto}
.sw-rich-text table{border-collapse:collapse}
.sw-rich-text td,.sw-rich-text th{border:1px solid var(--sw-color-border);padding:.4em .6em}
.sw-rich-text blockquote{margin-inline:0;padding-left:1em;border-left:4px solid var(--sw-color-border);color:var(--sw-color-text-muted)}
.sw-rich-text .sw-style-title{font-size:2em;font-weight:700;line-height:1.25}
.sw-rich-text .sw-style-subtitle{font-size:1.3em;color:var(--sw-color-text-muted)}
.sw-rich-text .sw-style-note{font-size:.875em;color:var(--sw-color-text-muted)}
.sw-rich-text .sw-style-box{padding:.75em 1em;border-left:4px solid var(--sw-color-primary);border-radius:4px;background:var(--sw-color-surface)}
.sw-rich-text .sw-bg{position:relative;padding:1em 1.25em;margin-block:1em;overflow:hidden;border-radius:6px}
.sw-rich-text .sw-bg__img{position:absolute;inset:0;width:100%;height:100%;max-width:none;object-fit:cover}
.sw-rich-text .sw-bg__content{position:relative}
.sw-image{margin-inline:0}
.sw-image img{display:inline-block;border-radius:6px}
figcaption{color:var(--sw-color-text-muted);font-size:.9em;margin-top:.4em}
.sw-gallery{list-style:none;margin:0 0 1.25rem;padding:0;display:grid;gap:clamp(8px,1.5vw,16px);grid-template-columns:repeat(2,minmax(0,1fr))}
.sw-gallery figure{margin:0}
.sw-gallery img{display:block;width:100%;aspect-ratio:4/3;object-fit:cover;border-radius:6px}
@media (min-width:720px){
.sw-gallery--cols-3,.sw-gallery--cols-5,.sw-gallery--cols-6{grid-template-columns:repeat(3,minmax(0,1fr))}
.sw-gallery--cols-4{grid-template-columns:repeat(4,minmax(0,1fr))}
}
@media (min-width:1024px){
.sw-gallery--cols-5{grid-template-columns:repeat(5,minmax(0,1fr))}
.sw-gallery--cols-6{grid-template-columns:repeat(6,minmax(0,1fr))}
}
.sw-gallery--carousel{display:flex;overflow-x:auto;scroll-snap-type:x mandatory;overscroll-behavior-x:contain;-webkit-overflow-scrolling:touch;padding-bottom:8px}
.sw-gallery--carousel .sw-gallery__item{flex:0 0 85%;scroll-snap-align:center}
@media (min-width:720px){.sw-gallery--carousel .sw-gallery__item{flex-basis:calc(100%/var(--sw-carousel-visible,2) - 12px)}}
@media (min-width:1024px){.sw-gallery--carousel{--sw-carousel-visible:3}}
.sw-button{display:inline-block;border-radius:999px;text-decoration:none;font-weight:600;border:2px solid var(--sw-color-primary);transition:filter .2s}
.sw-button:hover,.sw-button:focus-visible{filter:brightness(1.1)}
.sw-button--primary{background:var(--sw-color-primary);color:var(--sw-color-on-primary)}
.sw-button--secondary{background:var(--sw-color-accent);border-color:var(--sw-color-accent);color:var(--sw-color-on-accent)}
.sw-button--outline{background:transparent;color:var(--sw-color-primary)}
.sw-button--small{padding:.35em 1em;font-size:.9em}
.sw-button--medium{padding:.6em 1.5em}
.sw-button--large{padding:.8em 2em;font-size:1.15em}
.sw-spacer--xs{height:8px}.sw-spacer--sm{height:clamp(12px,2vw,24px)}.sw-spacer--md{height:clamp(24px,4vw,48px)}.sw-spacer--lg{height:clamp(40px,7vw,80px)}.sw-spacer--xl{height:clamp(64px,11vw,128px)}
.sw-divider{border:0;border-top:1px solid var(--sw-color-border)}
.sw-divider--dashed{border-top-style:dashed}.sw-divider--dotted{border-top-style:dotted}
.sw-divider--short{width:min(120px,30%)!important;margin-inline:auto}
.sw-video{margin-inline:0}
.sw-video__frame{position:relative;aspect-ratio:16/9;background:#000;border-radius:6px;overflow:hidden}
.sw-video__frame iframe,.sw-video__frame video{position:absolute;inset:0;width:100%;height:100%;border:0}
.sw-map{margin-inline:0}
.sw-map__frame{display:block;width:100%;border:0;border-radius:6px;background:var(--sw-color-muted)}
.sw-map address{display:inline;font-style:normal}
.sw-map--card figcaption{margin:0;padding:1.25em;border:1px solid var(--sw-color-border);border-radius:6px;background:var(--sw-color-surface);color:var(--sw-color-text)}
.sw-table{overflow-x:auto}
.sw-table table{border-collapse:collapse;width:100%;font-size:.95em}
.sw-table th,.sw-table td{border:1px solid var(--sw-color-border);padding:.5em .75em;text-align:left;vertical-align:top}
.sw-table thead th{background:var(--sw-color-muted)}
.sw-table tbody th{background:var(--sw-color-surface)}
.sw-chart{margin-inline:0}
.sw-chart__canvas{height:300px}
.sw-chart__svg{display:block;height:300px;font-family:var(--sw-font-body);font-size:12px}
.sw-chart__grid{stroke:var(--sw-color-border);stroke-width:1}
.sw-chart__axis{stroke:var(--sw-color-text-muted);stroke-width:1}
.sw-chart__tick,.sw-chart__legend{fill:var(--sw-color-text-muted)}
.sw-attachments__list{list-style:none;margin:0;padding:0}
.sw-attachments__list li{display:flex;justify-content:space-between;gap:1em;padding:.6em 0;border-bottom:1px solid var(--sw-color-border)}
.sw-attachments__size{color:var(--sw-color-text-muted);white-space:nowrap}
.sw-empty{color:var(--sw-color-text-muted);padding:1.5em;text-align:center;border:1px dashed var(--sw-color-border);border-radius:6px}
.sw-nav{background:var(--sw-color-background);border-bottom:1px solid var(--sw-color-border);z-index:10}
.sw-nav--sticky{position:sticky;top:0}
.sw-nav__bar{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;min-height:60px}
.sw-nav__brand{display:flex;align-items:center;gap:.5em;font-family:var(--sw-font-heading);font-weight:700;font-size:1.2em;color:var(--sw-color-text);text-decoration:none}
.sw-nav__logo{height:36px;width:auto}
.sw-nav__toggle{position:absolute;opacity:0;pointer-events:none}
.sw-nav__burger{display:flex;align-items:center;justify-content:center;width:44px;height:44px;cursor:pointer}
.sw-nav__burger-icon,.sw-nav__burger-icon::before,.sw-nav__burger-icon::after{display:block;width:22px;height:2px;background:currentColor;position:relative}
.sw-nav__burger-icon::before,.sw-nav__burger-icon::after{content:"";position:absolute}
.sw-nav__burger-icon::before{top:-7px}.sw-nav__burger-icon::after{top:7px}
.sw-nav__toggle:focus-visible+.sw-nav__burger{outline:2px solid var(--sw-color-primary)}
.sw-nav__menu{display:none;flex-basis:100%}
.sw-nav__toggle:checked~.sw-nav__menu{display:block}
.sw-nav__list{list-style:none;margin:0;padding:0}
.sw-nav__list--l2,.sw-nav__list--l3{padding-left:1em}
.sw-nav__link{display:block;padding:.6em 0;color:var(--sw-color-text);text-decoration:none}
.sw-nav__link:hover,.sw-nav__link:focus-visible{color:var(--sw-color-primary)}
.sw-nav__link--label{color:var(--sw-color-text-muted);cursor:default}
.sw-nav__link--label:hover{color:var(--sw-color-text-muted)}
@media (min-width:1024px){
.sw-nav__burger{display:none}
.sw-nav__menu{display:block;flex-basis:auto}
.sw-nav--left .sw-nav__menu{margin-right:auto;margin-left:2em}
.sw-nav--center .sw-nav__menu{margin-inline:auto}
.sw-nav__list--l1{display:flex;gap:1.5em}
.sw-nav__item{position:relative}
.sw-nav__list--l2,.sw-nav__list--l3{display:none;position:absolute;min-width:200px;padding:.5em 1em;background:var(--sw-color-background);border:1px solid var(--sw-color-border);border-radius:6px;box-shadow:0 8px 24px rgb(0 0 0 / .12)}
.sw-nav__list--l2{top:100%;left:-1em}
.sw-nav__list--l3{top:-.5em;left:100%}
.sw-nav__item:hover>.sw-nav__list,.sw-nav__item:focus-within>.sw-nav__list{display:block}
}
.sw-breadcrumb{padding-block:.75em;font-size:.9em}
.sw-breadcrumb ol{list-style:none;margin-block:0;padding:0;display:flex;flex-wrap:wrap;gap:.25em .5em}
.sw-breadcrumb li+li::before{content:"/";margin-right:.5em;color:var(--sw-color-text-muted)}
.sw-breadcrumb [aria-current]{color:var(--sw-color-text-muted)}
.sw-footer{padding-block:clamp(24px,5vw,48px)}
.sw-footer__inner{display:flex;flex-wrap:wrap;gap:1em 2em;justify-content:space-between;align-items:center}
.sw-footer__links{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.5em 1.5em}
.sw-footer__text{margin:0;opacity:.85}
.sw-footer__details{margin:.25em 0 0;font-style:normal;opacity:.85}
.sw-footer__details a{color:inherit}
.sw-latest__list{list-style:none;margin:0;padding:0;display:grid;gap:1em}
.sw-latest--grid .sw-latest__list{grid-template-columns:repeat(auto-fill,minmax(min(100%,260px),1fr))}
.sw-latest__item{display:flex;flex-direction:column;gap:.25em;padding-bottom:1em;border-bottom:1px solid var(--sw-color-border)}
.sw-latest__image{width:100%;aspect-ratio:16/9;object-fit:cover;border-radius:6px}
.sw-latest__link{font-weight:600;text-decoration:none}
.sw-latest time{color:var(--sw-color-text-muted);font-size:.85em}
.sw-latest__summary{margin:0;color:var(--sw-color-text-muted)}
.sw-items__heading,.sw-item__title{margin:.5em 0}
.sw-items__list{list-style:none;margin:1em 0;padding:0;display:grid;gap:1.25em}
.sw-items--grid .sw-items__list{grid-template-columns:repeat(auto-fill,minmax(min(100%,260px),1fr))}
.sw-items__card{display:flex;flex-direction:column;gap:.25em;padding-bottom:1em;border-bottom:1px solid var(--sw-color-border)}
.sw-items__image{width:100%;aspect-ratio:4/3;object-fit:cover;border-radius:6px}
.sw-items--list .sw-items__card:has(>.sw-items__image){display:grid;grid-template-columns:minmax(0,220px) 1fr;column-gap:1.25em;align-content:start}
.sw-items--list .sw-items__card>.sw-items__image{grid-row:1/span 4}
.sw-items--list .sw-items__card>:not(.sw-items__image){grid-column:2}
@media (max-width:600px){.sw-items--list .sw-items__card:has(>.sw-items__image){display:flex}}
.sw-items__link{font-weight:600;text-decoration:none}
.sw-items time,.sw-item__meta{color:var(--sw-color-text-muted);font-size:.9em}
.sw-items__summary{margin:0;color:var(--sw-color-text-muted)}
.sw-items__meta{margin:0;font-size:.9em}
.sw-items__search{display:flex;gap:.5em;margin:.5em 0}
.sw-items--grid .sw-faq,.sw-latest .sw-faq{display:block}
.sw-faq{list-style:none;padding:0;margin:.5em 0}
.sw-faq__item{border-bottom:1px solid var(--sw-color-border,#ddd);padding:.5em 0}
.sw-faq__question{cursor:pointer;font-weight:600}
.sw-faq__answer{margin:.5em 0}
.sw-faq__link{font-size:.85em}
.sw-items__categories ul,.sw-items__facet ul,.sw-items__pages ul,.sw-item__terms{list-style:none;margin:.5em 0;padding:0;display:flex;flex-wrap:wrap;gap:.5em 1em}
.sw-items__facet::before{content:attr(aria-label);font-weight:600;margin-right:.5em}
.sw-items__facet{display:flex;align-items:baseline;flex-wrap:wrap}
.sw-items [aria-current]{font-weight:700}
.sw-items__pages{display:flex;align-items:center;gap:1em;margin:1em 0}
.sw-item__media{margin:1em 0}
.sw-item__image{width:100%;max-height:70vh;object-fit:contain;border-radius:6px}
.sw-item__gallery{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(96px,1fr));gap:.5em}
.sw-item__gallery img{width:100%;aspect-ratio:1;object-fit:cover;border-radius:4px}
.sw-item__facts{margin:1em 0}
.sw-item__facts div{display:flex;gap:1em}
.sw-item__facts dt{font-weight:600}
.sw-item__facts dd{margin:0}
.sw-item__summary{font-size:1.1em;color:var(--sw-color-text-muted)}
.sw-item__specs{border-collapse:collapse;margin:1em 0;min-width:min(100%,420px)}
.sw-item__specs caption{text-align:left;font-weight:600;padding:.5em 0}
.sw-item__specs th,.sw-item__specs td{border:1px solid var(--sw-color-border);padding:.4em .75em;text-align:left}
.sw-item__tag{color:var(--sw-color-text-muted)}
.sw-item__neighbours{display:flex;justify-content:space-between;gap:1em;margin:1.5em 0;flex-wrap:wrap}
.sw-item__actions,.sw-item__links{list-style:none;margin:1em 0;padding:0;display:flex;flex-wrap:wrap;gap:.5em 1em}
.sw-item__actions .sw-button{padding:.45em 1.2em;background:var(--sw-color-primary);color:var(--sw-color-on-primary)}
.sw-items__when{margin:0;color:var(--sw-color-text-muted);font-size:.9em}
.sw-agenda__sessions{list-style:none;margin:0;padding:0;display:grid;gap:.75em}
.sw-agenda__session{display:grid;grid-template-columns:minmax(9em,auto) 1fr;column-gap:1em;padding-bottom:.75em;border-bottom:1px solid var(--sw-color-border)}
.sw-agenda__session>:not(.sw-agenda__time){grid-column:2}
.sw-agenda__time{color:var(--sw-color-text-muted);font-variant-numeric:tabular-nums;grid-row:1/span 3}
.sw-agenda__title{font-weight:600}
.sw-agenda__room{color:var(--sw-color-text-muted);font-size:.9em}
.sw-agenda__speakers{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.25em 1em}
.sw-sponsors__list{list-style:none;margin:.5em 0 1.5em;padding:0;display:flex;flex-wrap:wrap;gap:1em 2em;align-items:center}
.sw-sponsors__logo{max-height:72px;max-width:200px;object-fit:contain}
.sw-sponsors__name{font-weight:600}
.sw-search-box{display:block}
.sw-search-box__form{display:flex;flex-wrap:wrap;gap:.5em;align-items:center}
.sw-search-box.sw-text-center .sw-search-box__form{justify-content:center}
.sw-search-box__input{flex:1 1 16em;max-width:36em;font:inherit;padding:.55em .9em;border:1px solid var(--sw-color-border);border-radius:999px;background:var(--sw-color-surface);color:var(--sw-color-text)}
.sw-search-box .sw-button{cursor:pointer;font:inherit;font-weight:600;padding:.55em 1.4em}
.sw-form__form{display:grid;gap:1em;max-width:40em}
.sw-form__field{display:flex;flex-direction:column;gap:.3em;margin:0;padding:0;border:0;min-width:0}
.sw-form__label{font-weight:600;padding:0}
.sw-form__required{color:var(--sw-color-primary)}
.sw-form__input{font:inherit;padding:.55em .8em;border:1px solid var(--sw-color-border);border-radius:6px;background:var(--sw-color-surface);color:var(--sw-color-text);width:100%}
.sw-form__textarea{resize:vertical;min-height:7em}
.sw-form__input:focus-visible,.sw-form__file:focus-visible{outline:2px solid var(--sw-color-primary);outline-offset:1px}
.sw-form__choice{display:flex;gap:.5em;align-items:baseline;font-weight:400}
.sw-form__help{margin:0;font-size:.9em;color:var(--sw-color-text-muted)}
.sw-form__error{margin:0;font-size:.9em;color:#b42318;font-weight:600}
.sw-form__field--invalid .sw-form__input{border-color:#b42318}
.sw-form__alert{padding:.75em 1em;border-radius:6px;background:#fef3f2;color:#b42318;font-weight:600}
.sw-form__hp{position:absolute!important;left:-10000px;top:auto;width:1px;height:1px;overflow:hidden}
.sw-form__actions .sw-button{cursor:pointer;font:inherit;font-weight:600;padding:.6em 1.6em}
.sw-form__sent{display:none;padding:1em 1.25em;border-radius:6px;background:color-mix(in srgb,var(--sw-color-primary) 10%,var(--sw-color-surface));border:1px solid var(--sw-color-primary)}
.sw-form__sent p{margin:0}
.sw-form__sent:target,.sw-form--sent .sw-form__sent{display:block}
.sw-form:has(.sw-form__sent:target) .sw-form__form,.sw-form--sent .sw-form__form{display:none}
.sw-item .sw-form{margin-top:2em}
.sw-search-results__count,.sw-search-results__none{color:var(--sw-color-text-muted)}
.sw-search-results__list{list-style:none;margin:0;padding:0;display:grid;gap:1.25em}
.sw-search-results__item{display:flex;flex-direction:column;gap:.15em}
.sw-search-results__title{font-weight:600;font-size:1.1em;text-decoration:none}
.sw-search-results__url{color:var(--sw-color-text-muted);font-size:.85em;overflow-wrap:anywhere}
.sw-search-results__snippet{margin:0}
.sw-search-results mark{background:color-mix(in srgb,var(--sw-color-accent) 30%,transparent);color:inherit;padding:0 .1em;border-radius:2px}
.sw-search-results__pages{display:flex;flex-wrap:wrap;gap:.5em;margin-top:1.5em}
.sw-search-results__pages>*{padding:.25em .7em;border:1px solid var(--sw-color-border);border-radius:6px;text-decoration:none}
.sw-search-results__pages [aria-current]{background:var(--sw-color-primary);border-color:var(--sw-color-primary);color:var(--sw-color-on-primary)}
@keyframes sw-fade{from{opacity:0}to{opacity:1}}
@keyframes sw-rise{from{opacity:0;transform:translateY(24px)}to{opacity:1;transform:none}}
@keyframes sw-zoom{from{opacity:0;transform:scale(.96)}to{opacity:1;transform:none}}
@keyframes sw-slide{from{opacity:0;transform:translateX(-32px)}to{opacity:1;transform:none}}
@media (prefers-reduced-motion:no-preference){
.sw-page>.sw-block,.sw-main>.sw-block,.sw-section .sw-container>.sw-block{animation:var(--sw-animation,none) var(--sw-animation-duration,0s) ease-out both}
@supports (animation-timeline:view()){
.sw-page>.sw-block:not(.sw-nav),.sw-main>.sw-block:not(.sw-nav),.sw-section .sw-container>.sw-block{animation-timeline:view();animation-range:entry 0% entry 60%}
}
}
`
  .trim()
  .replace(/\n/g, '');
